// Applies the saved or system colour theme before the first paint, so dark-mode users see no
// white flash. Inlined into index.html's <head> at build time (build/inline-theme-init.ts); the
// Content-Security-Policy allows it by its SHA-256 hash, which the server computes from the HTML.
/* global window, document */
(function () {
  try {
    var saved = localStorage.getItem('gitsignals-theme');
    var system = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    var theme = saved === 'light' || saved === 'dark' ? saved : system;
    document.documentElement.classList.toggle('dark', theme === 'dark');
    document.documentElement.style.colorScheme = theme;
  } catch {
    /* storage blocked: the React theme provider will apply the system theme */
  }
})();
