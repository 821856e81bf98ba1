// Type registration of @airlock/analytics: the endpoint it reads from the host's config.
declare module '@airlock/kernel' {
  interface AirlockEndpoints {
    /** The analytics endpoint (events go to POST {analytics}/e); without it nothing is recorded or sent. */
    analytics?: string
  }
}

export {}
