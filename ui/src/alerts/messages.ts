// The alert surface's own texts, in one object so they can move into the UI's message catalogue. The
// alerts' titles and explanations are not here: each comes with its alert, from the package that raises it.

/** Texts of the alert surface (English). */
export const ALERT_MESSAGES = {
  /** Accessible name of the button that hides the alert. */
  dismiss: 'Dismiss alert',
} as const
