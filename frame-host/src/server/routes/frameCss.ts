/**
 * Stylesheet of the frame page and the approval window (served as /frame.css so the CSP needs no inline
 * styles). It is the modal's look (ui/src/theme: tokens, type scale, buttons, inputs) written for the
 * frame's own small document: the same defaults per mode, the same `--airlock-*` theme variables (set by
 * SYNC_THEME on the root, frame/theme.ts), every size derived from the master font size and every radius
 * from the master radius, as in the modal.
 */
export const FRAME_CSS = `
:root{color-scheme:dark;--fg:#e4e7e7;--bg0:#141414;--accent0:#1d6fe8;--on-accent:#fff;--error:#f25a67;--warning:#f3a13f;
--fs:var(--airlock-font-size-master,10px);--r:var(--airlock-border-radius-master,4px);
--bg:var(--airlock-background,var(--bg0));--accent:var(--airlock-accent,var(--accent0));
--surface-1:color-mix(in srgb,var(--fg) 5%,var(--bg));--surface-2:color-mix(in srgb,var(--fg) 9%,var(--bg));
--surface-3:color-mix(in srgb,var(--fg) 15%,var(--bg));--border:color-mix(in srgb,var(--fg) 10%,transparent);
--fg-2:color-mix(in srgb,var(--fg) 64%,var(--bg));--accent-soft:color-mix(in srgb,var(--accent) 16%,transparent);
--accent-text:color-mix(in srgb,var(--accent) 62%,#fff);
--text-title:calc(var(--fs)*1.6);--text-large:calc(var(--fs)*2.2);--text-body:calc(var(--fs)*1.4);--text-small:calc(var(--fs)*1.2);
--radius-2:calc(var(--r)*2);--radius-3:calc(var(--r)*3);--radius-full:calc(var(--r)*250);
font-family:var(--airlock-font-family,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif);
font-size:var(--text-body);line-height:1.35;-webkit-font-smoothing:antialiased}
:root[data-theme=light]{color-scheme:light;--fg:#141414;--bg0:#fff;--error:#c8322f;--warning:#9a5a00;
--accent-text:color-mix(in srgb,var(--accent) 85%,#000)}
*,*::before,*::after{box-sizing:border-box}
html,body{height:100%}
body{margin:0;background:var(--bg);color:var(--fg);overflow:hidden}
main{height:100%;padding:16px 14px;display:flex;flex-direction:column;gap:12px}
.content{flex:1;min-height:0;overflow:auto;display:flex;flex-direction:column;gap:12px;justify-content:safe center;text-align:center;scrollbar-width:thin}
h1{font-size:var(--text-title);font-weight:600;line-height:1.25;margin:0}
p{margin:0;color:var(--fg-2);overflow-wrap:anywhere}
p[role=alert]{color:var(--error)}
.warning,p.warning[role=alert]{color:var(--warning);text-align:start;padding:8px 12px;border-radius:var(--radius-3);background:color-mix(in srgb,var(--warning) 12%,transparent)}
dl{display:grid;grid-template-columns:auto 1fr;gap:10px 12px;margin:0;padding:12px 14px;border-radius:var(--radius-3);background:var(--surface-1);border:1px solid var(--border);text-align:start;font-size:var(--text-small)}
dt{color:var(--fg-2)}
dd{margin:0;text-align:end;font-weight:600;overflow-wrap:anywhere;unicode-bidi:isolate}
pre{margin:0;text-align:start;white-space:pre-wrap;word-break:break-all;background:var(--surface-1);border:1px solid var(--border);padding:10px 12px;border-radius:var(--radius-3);max-height:200px;overflow:auto;font-size:var(--text-small)}
.actions{display:flex;gap:8px}
button{appearance:none;flex:1;height:40px;padding:0 16px;border-radius:var(--radius-full);border:1px solid var(--border);background:var(--surface-2);color:var(--fg);font:inherit;font-weight:600;line-height:1;cursor:pointer;transition:background-color 120ms,opacity 120ms}
button:hover:not(:disabled){background:var(--surface-3)}
button[data-variant=primary]{background:var(--accent);color:var(--on-accent);border-color:transparent}
button[data-variant=primary]:hover:not(:disabled){background:color-mix(in srgb,var(--accent) 88%,#000)}
button:disabled{opacity:.5;cursor:default}
:focus{outline:none}
:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
input{font:inherit;color:var(--fg);height:40px;padding:0 12px;width:100%;border-radius:var(--radius-full);background:var(--surface-1);border:1px solid var(--border)}
input:focus{border-color:var(--accent);box-shadow:0 0 0 3px var(--accent-soft)}
input:disabled{opacity:.6}
.cells{display:flex;gap:8px;justify-content:center}
.cells input{width:44px;min-width:0;flex:0 1 auto;height:52px;padding:0;text-align:center;font-size:var(--text-large);font-weight:600;border-radius:var(--radius-3);font-variant-numeric:tabular-nums}
.secret{display:flex;flex-direction:column;gap:8px;padding:14px;border-radius:var(--radius-3);background:var(--surface-1);border:1px solid var(--border)}
.code{display:grid;grid-template-columns:repeat(4,auto);justify-content:center;margin:0;color:var(--fg);font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:var(--text-title);font-weight:600;letter-spacing:.06em;overflow-wrap:anywhere;user-select:all}
button.copy{flex:none;align-self:center;height:32px;padding:0 12px;font-size:var(--text-small);background:transparent;border-color:transparent;color:var(--accent-text)}
button.copy:hover:not(:disabled){background:var(--accent-soft)}
`
