/**
 * The pickers' looks inside the CMS, in its own colours (its custom properties, so its dark theme holds), with a focus
 * ring as clear as the site's. Each choice is a native radio button, kept for the keyboard and screen readers and
 * hidden from sight: its label, the picture and the name, shows which is chosen and which has focus.
 */
export const pickerStyle = `.site-picker{display:grid;gap:.5rem;font:inherit;color:var(--sui-primary-foreground-color,inherit)}
.site-picker-chosen{display:flex;align-items:center;gap:.75rem;margin:0}
.site-picker-chosen svg{width:32px;height:32px;flex:none}
.site-picker-file{font-size:.85em;opacity:.8}
.site-picker-file bdi{font-family:var(--sui-font-family-monospace,monospace)}
.site-picker summary{cursor:pointer;width:max-content;padding:.25rem .5rem;border-radius:4px;border:1px solid var(--sui-control-border-color,#94a3b8)}
.site-picker summary:focus-visible,.site-picker input[type=search]:focus-visible{outline:2px solid #0284c7;outline-offset:2px}
.site-picker input[type=search]{box-sizing:border-box;width:100%;margin:.5rem 0;padding:.375rem .5rem;font:inherit;color:inherit;background:var(--sui-textbox-background-color,transparent);border:1px solid var(--sui-control-border-color,#94a3b8);border-radius:4px}
.site-picker-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(7.5rem,1fr));gap:.375rem;max-height:20rem;overflow:auto;padding:.25rem}
.site-picker-grid.colours{grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));max-height:none}
.site-picker-option{position:relative;display:flex;flex-direction:column;align-items:center;gap:.25rem;padding:.5rem .25rem;text-align:center;font-size:.8125rem;line-height:1.25;border:1px solid var(--sui-control-border-color,#cbd5e1);border-radius:6px;cursor:pointer}
.site-picker-grid.colours .site-picker-option{flex-direction:row;justify-content:flex-start;text-align:start;padding:.5rem .75rem}
.site-picker-option svg{width:28px;height:28px}
.site-picker-option input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}
.site-picker-option:hover{border-color:#0284c7}
.site-picker-option:has(input:checked){border:2px solid #0284c7;background:rgba(2,132,199,.1);font-weight:600}
.site-picker-option:has(input:focus-visible){outline:2px solid #0284c7;outline-offset:2px}
.site-picker-badge{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:10px;flex:none}
.site-picker-badge svg{width:24px;height:24px}
.site-picker-swatch{width:20px;height:20px;border-radius:50%;flex:none;border:1px solid rgba(0,0,0,.15)}`
