/** The browser's offset from UTC in minutes, as the login and profile calls take it (UTC minus local time). */
export const browserTimezoneOffset = (): number => new Date().getTimezoneOffset()
