/** Thrown when the stored access token is not three base64url parts with a JSON payload. */
export declare class MalformedTokenError extends Error {
    readonly name = "MalformedTokenError";
}
/**
 * Decodes the payload of the signed-in user's access token (spec §4 step 4, §5). It does not
 * verify the signature (the server does); it proves the token is well formed so a corrupted
 * session is caught on navigation.
 * @param token - the JWT from the stored user
 * @returns the JSON payload object
 * @throws MalformedTokenError when the token is not three dot-separated base64url parts with a JSON object payload
 */
export declare function decodeAccessToken(token: string): Record<string, unknown>;
