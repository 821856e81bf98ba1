/** Stylesheet of the frame page (served as /frame.css so the CSP needs no inline styles). */
export const FRAME_CSS = `
:root{color-scheme:dark;--frame-bg:#141414;--frame-fg:#eee;--frame-muted:#999;--frame-code-bg:#222;font:14px/1.4 var(--airlock-font-family,system-ui,sans-serif)}
:root[data-theme=light]{color-scheme:light;--frame-bg:#fff;--frame-fg:#141414;--frame-muted:#666;--frame-code-bg:#f0f0f0}
html,body{height:100%}
body{margin:0;background:var(--airlock-background,var(--frame-bg));color:var(--frame-fg);overflow:hidden}
main{box-sizing:border-box;height:100%;padding:16px;display:flex;flex-direction:column;gap:12px}
.content{flex:1;min-height:0;overflow:auto}
dd{unicode-bidi:isolate}
.warning{color:#fbbf24}
h1{font-size:16px;margin:0 0 12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 12px}
dt{color:var(--frame-muted)}dd{margin:0;word-break:break-all}
pre{white-space:pre-wrap;word-break:break-all;background:var(--frame-code-bg);padding:8px;border-radius:var(--airlock-border-radius-master,4px);max-height:200px;overflow:auto}
.actions{display:flex;gap:8px}
button{flex:1;padding:10px;border-radius:calc(2 * var(--airlock-border-radius-master,4px));border:0;font:inherit;cursor:pointer}
button[data-action=approve]{background:var(--airlock-accent,#3b82f6);color:#fff}
button:disabled{opacity:.5;cursor:not-allowed}
input{font:inherit;padding:8px;width:100%;box-sizing:border-box}
.code{font-family:monospace;font-size:16px;letter-spacing:1px}
`
