// The console output tests may print on purpose (console-reporter.mjs fails the run on any other).
// One entry per output a test provokes: where (file, optionally part of the test's name), what (`match`:
// prefer an error's class or code over its English text), and why the test provokes it.

/**
 * @typedef {object} AllowedOutput
 * @property {'console' | 'vite' | 'node'} kind Where it is printed: a test's console.error/warn, a Vite
 *   server's logger, or a Node.js process warning.
 * @property {string} [file] The test file, from the repository root (absent: any file; keep it rare).
 * @property {string} [test] Part of the test's full name (absent: any test of the file).
 * @property {RegExp} match What the output says.
 * @property {string} reason Why the test provokes it.
 */

/** The kernel's own log line for a visitor-facing error (`[airlock] <shortMessage> {error}`, console.error). */
const KERNEL_ERROR_LOG = /^\[airlock\] /

/** Chromium's console line for a response with this HTTP status. */
const httpStatus = (status) => new RegExp(`status of ${status}\\b`)

/** @type {readonly AllowedOutput[]} */
export const CONSOLE_ALLOWLIST = [
  // Not a test's: vitest's forks pool pipes each worker's stdout and stderr into its own process's streams and
  // counts the listeners it adds (cli-api: setMaxListeners(1 + …) per fork, minus one when it stops). When those
  // streams are files (CI redirects the run to a log), Node writes through a SyncWriteStream and a worker that
  // exits before its pipe ends leaves its listeners a little longer than vitest's count: Node then warns once.
  {
    kind: 'node',
    match: /MaxListenersExceededWarning: .* listeners added to \[SyncWriteStream\]/,
    reason: "vitest's own piping of its workers' output into a log file (CI), no test's",
  },
  // The kernel logs each error it reports to the visitor; these tests make the wallet or API fail on purpose.
  ...[
    'ui/src/views/send/SendView.test.tsx',
    'ui/src/views/nfts/Nfts.test.tsx',
    'ui/src/views/account/AccountView.test.tsx',
    'ui/src/views/account/AccountTabs.test.tsx',
    'ui/src/components/ErrorNotice.test.tsx',
    'ui/src/views/connecting/ConnectingExternalView.test.tsx',
  ].map((file) => ({
    kind: /** @type {const} */ ('console'),
    file,
    match: KERNEL_ERROR_LOG,
    reason: 'the test makes the wallet or the API fail; the kernel logs the error it shows',
  })),
  {
    kind: 'console',
    file: 'plugins/evm/src/plugin.test.ts',
    test: 'a declined connect surfaces',
    match: KERNEL_ERROR_LOG,
    reason: 'the wallet declines the connect',
  },
  {
    kind: 'console',
    file: 'plugins/evm/src/thrownErrors.test.ts',
    test: 'eth_chainId answers nothing',
    match: KERNEL_ERROR_LOG,
    reason: 'the wallet answers eth_chainId with null',
  },
  {
    kind: 'console',
    file: 'ui/src/a11y/allViews.test.tsx',
    test: 'connecting-external-declined',
    match: KERNEL_ERROR_LOG,
    reason: 'the declined-connection view is reached by a wallet that declines',
  },
  {
    kind: 'console',
    file: 'ui/src/modal/ShellBehaviour.test.tsx',
    test: 'a view that throws',
    match: /Error: boom|The above error occurred in the <Broken> component/,
    reason: "a view throws on purpose: React reports the error its boundary caught (the test's own Error)",
  },
  // The secure frame's browser tests: refused framing, the email cooldown, wrong codes, an unreachable RPC.
  {
    kind: 'console',
    file: 'frame-host/src/frame/frame.browser.test.ts',
    test: 'is not framed by an origin outside the project allow-list',
    match: /frame-ancestors/,
    reason: 'the frame is embedded by an origin its CSP refuses',
  },
  {
    kind: 'console',
    file: 'frame-host/src/frame/frame.browser.test.ts',
    test: 'logs in with the code typed in the frame',
    match: httpStatus(429),
    reason: 'a second code is asked for within the 30 s cooldown',
  },
  {
    kind: 'console',
    file: 'frame-host/src/frame/frame.browser.test.ts',
    test: 'logs in with the code typed in the frame',
    match: /net::ERR_UNSAFE_PORT|\[airlock-frame\] RPC_REQUEST TypeError/,
    reason: "the frame's chain RPC is http://127.0.0.1:9 on purpose: a read fails and the frame reports it",
  },
  {
    kind: 'console',
    file: 'frame-host/src/frame/frame.browser.test.ts',
    test: 'logs in with the code typed in the frame',
    match: httpStatus(400),
    reason: 'a wrong code is typed in the frame first: the frame host answers it 400',
  },
  {
    kind: 'console',
    file: 'plugins/email-social/test/browser/emailJourney.test.ts',
    match: httpStatus(429),
    reason: 'the journeys ask for a second code within the 30 s cooldown',
  },
  {
    kind: 'console',
    file: 'plugins/email-social/test/browser/emailJourney.test.ts',
    test: 'locks the challenge after five wrong codes',
    match: httpStatus(400),
    reason: 'wrong codes are answered 400',
  },
  {
    kind: 'console',
    file: 'plugins/email-social/test/browser/smartAccountJourney.test.ts',
    test: 'a name registered from the undeployed smart account',
    match: httpStatus(404),
    reason: "the names plugin's availability check: the profile API answers 404 for a name nobody holds",
  },
  {
    kind: 'console',
    file: 'plugins/email-social/test/browser/emailJourney.test.ts',
    test: 'a hostile page script gets nowhere',
    match: /frame-ancestors|status of 400\b/,
    reason: "a hostile script frames the frame page (refused by its CSP) and calls the frame's API (400)",
  },
  {
    kind: 'console',
    file: 'frame-host/src/frame/socialConnect.browser.test.ts',
    test: 'a denial at the provider',
    match: httpStatus(502),
    reason: "the visitor denies at the provider: the frame's finish call is answered 502 PROVIDER_ERROR",
  },
  {
    kind: 'console',
    file: 'frame-host/src/frame/smartAccountFaults.browser.test.ts',
    test: 'refuses connections',
    match: /net::ERR_CONNECTION_REFUSED/,
    reason: "the test closes the bundler's port: the frame's request to it is refused",
  },
]
