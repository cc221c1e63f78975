/** Remarks of directories, configurations, shielded VINs and module settings (the server's nullableText(500)). */
export const REMARK_MAX_LENGTH = 500;
