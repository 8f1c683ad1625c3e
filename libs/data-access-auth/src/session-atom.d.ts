/**
 * The signed-in user, persisted under the `user` localStorage key. It reads storage when the
 * module loads (jotai's getOnInit), so the first render already has it; the guard reads storage
 * itself with `readStoredUser`.
 */
export declare const sessionAtom: import("jotai").WritableAtom<{
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
} | null, [{
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
} | typeof import("jotai/utils").RESET | ((prev: {
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
} | null) => {
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
} | typeof import("jotai/utils").RESET | null) | null], void>;
