/**
 * The signed-in person's own changes: names, picture upload and removal, and the password.
 * Each saved profile becomes the cached one and the session's, so the top bar follows at once;
 * a password change stores the new session the server answers (every other one ends).
 */
export declare function useProfileMutations(): {
    save: import("@tanstack/react-query").UseMutationResult<{
        user_id: number;
        email: string;
        first_name: string;
        last_name: string;
        display_name: string;
        version: number;
        profile_picture: string | null;
    }, Error, {
        version: number;
        first_name: string;
        last_name: string;
        display_name: string;
    }, unknown>;
    upload: import("@tanstack/react-query").UseMutationResult<{
        user_id: number;
        email: string;
        first_name: string;
        last_name: string;
        display_name: string;
        version: number;
        profile_picture: string | null;
    }, Error, Blob, unknown>;
    remove: import("@tanstack/react-query").UseMutationResult<{
        user_id: number;
        email: string;
        first_name: string;
        last_name: string;
        display_name: string;
        version: number;
        profile_picture: string | null;
    }, Error, void, unknown>;
    changePassword: import("@tanstack/react-query").UseMutationResult<{
        user_id: number;
        access: 1 | 4 | 2 | 3;
        is_active: boolean;
        organization_id: number;
        first_name: string;
        last_name: string;
        email: string;
        uid: string;
        display_name: string;
        access_token: string;
        refresh_token: string;
        profile_picture: string | null;
        organization_name: string;
        avatar: string | null;
        profile_picture_mode: string;
        is_netrevenue_client: boolean;
    }, Error, {
        current_password: string;
        new_password: string;
    }, unknown>;
};
