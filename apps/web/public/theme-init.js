// Applies the saved theme before the first paint, so a dark-theme user never sees a white flash.
// Loaded synchronously from index.html's <head>; the key is STORAGE_KEYS.theme of src/lib/storage-keys.ts.
(function () {
  var theme = null;
  try {
    theme = window.localStorage.getItem('stratblocks.theme');
  } catch {
    theme = null;
  }
  var dark =
    theme === 'dark' ||
    (theme !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
