// Applies the saved or system colour theme before React loads, so dark-mode users see no white
// flash. Kept in a file because the Content-Security-Policy forbids inline scripts.
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
