/** What every formatter shows for a missing or unreadable value. */
export declare const placeholder = "\u2014";
