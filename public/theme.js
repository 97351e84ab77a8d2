// The theme before first paint, as ui/shell/theme.ts picks it. A file, not inline: the CSP allows no inline script.
try {
  var stored = localStorage.getItem('dark')
  var dark = stored === 'true' || (stored !== 'false' && matchMedia('(prefers-color-scheme: dark)').matches)
  document.documentElement.dataset.theme = dark ? 'dark' : 'light'
} catch {}
