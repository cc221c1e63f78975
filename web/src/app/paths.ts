/** The app is served under /tis (history mode). */
export const BASENAME = '/tis';
