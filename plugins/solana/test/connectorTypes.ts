// The connector kind the tests give an embedded wallet's connector, declared as the plugin that owns it
// declares it (the email-social plugin's AUTH); the kernel knows only the generic kinds.
declare module '@airlock/kernel' {
  interface ConnectorTypes {
    AUTH: true
  }
}

export {}
