/** The dev panel's CSS: scoped under #mock-dev-panel, bottom-left, small. */
export const PANEL_CSS = `
#mock-dev-panel{position:fixed;left:8px;bottom:8px;z-index:2147483000;font:12px/1.4 'Noto Sans Thai',system-ui,sans-serif;color:#111827}
#mock-dev-panel *{box-sizing:border-box}
#mock-dev-panel .mdp-pill{border:0;border-radius:999px;padding:4px 10px;background:#7c2d12;color:#fff;font-weight:700;letter-spacing:.05em;cursor:pointer;box-shadow:0 1px 4px rgba(0,0,0,.3);opacity:.85}
#mock-dev-panel .mdp-pill:hover,#mock-dev-panel .mdp-pill:focus-visible{opacity:1}
#mock-dev-panel .mdp-body{width:272px;max-height:calc(100vh - 56px);overflow:auto;margin-bottom:6px;padding:10px;background:#fff;border:1px solid #d1d5db;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.2)}
#mock-dev-panel .mdp-body[hidden]{display:none}
#mock-dev-panel h2{margin:0 0 6px;font-size:13px}
#mock-dev-panel h3{margin:10px 0 4px;font-size:12px;color:#374151}
#mock-dev-panel dl{display:grid;grid-template-columns:auto 1fr;gap:2px 8px;margin:0}
#mock-dev-panel dt{color:#4b5563}
#mock-dev-panel dd{margin:0;font-family:ui-monospace,monospace;user-select:all}
#mock-dev-panel button.mdp-btn{border:1px solid #9ca3af;border-radius:4px;background:#f9fafb;color:#111827;padding:3px 8px;margin:2px 4px 2px 0;cursor:pointer;font:inherit}
#mock-dev-panel button.mdp-btn:hover{background:#e5e7eb}
#mock-dev-panel button.mdp-danger{border-color:#b91c1c;color:#991b1b}
#mock-dev-panel label{display:block;margin:4px 0 2px;color:#374151}
#mock-dev-panel label.mdp-inline{display:flex;align-items:center;gap:6px}
#mock-dev-panel select{width:100%;font:inherit;padding:2px}
#mock-dev-panel fieldset.mdp-choices{margin:10px 0 0;padding:0;border:0}
#mock-dev-panel fieldset.mdp-choices legend{padding:0;margin-bottom:2px;font-size:12px;font-weight:700;color:#374151}
#mock-dev-panel small{display:block;color:#6b7280}
#mock-dev-panel output{display:block;color:#111827;word-break:break-word}
`;
