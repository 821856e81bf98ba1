import type { WalletPageConfig } from './walletPageConfig'

/** The wallet page's HTML: the config inlined as JSON, then the bundled script. */
export function walletPageHtml(config: WalletPageConfig, scriptUrl = '/wallet.js'): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Airlock devnet wallet</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:16px;max-width:720px}
[data-testid=proposal],[data-testid=request],[data-testid=session]{border:1px solid #8884;border-radius:8px;padding:8px;margin:8px 0}
pre{white-space:pre-wrap;word-break:break-all;background:#8881;padding:6px;border-radius:4px}
button{margin-right:8px}
</style>
</head>
<body>
<div id="app"></div>
<script>window.__AIRLOCK_WALLET_PAGE_CONFIG__=${json};</script>
<script src="${scriptUrl}"></script>
</body>
</html>
`
}
