// The analytics plugin's texts, in one object so they can move into a message catalogue. It shows nothing
// itself; its one alert (a 403 from the analytics endpoint) is the kernel's origin-not-allowed alert, the
// same configuration mistake the kernel's API clients report.

/** Texts the analytics plugin writes to the log (English). */
export const ANALYTICS_MESSAGES = {
  /** Logged when the project's analytics config could not be read (nothing is sent). */
  configUnreadable: 'analytics config could not be read; no events are sent',
} as const
