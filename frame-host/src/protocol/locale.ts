// The frame's language tag rule, in a module of its own: the email-social plugin checks its `locale` option
// with it in the page's initial JS, and the protocol's other constants are only needed once the frame loads.

/** A language tag as the frame accepts it in its URL's `locale` (`es`, `es-MX`, `zh-Hant-TW`). */
export const LOCALE_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/
