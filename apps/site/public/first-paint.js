// Runs before the first paint (a blocking script in <head>: the CSP allows no inline one). The build rendered each
// page for a visitor, in one language (<html data-language>). Until the page has rendered in the browser (the app
// then drops these marks; styles.css hides meanwhile):
// - a visitor who chose another language sees none of the rendered words, but their own;
// - a signed-in player (a session in this tab) sees the header, and the page's content once it is theirs.
(() => {
  const html = document.documentElement;
  try {
    const chosen = localStorage.getItem('hisLang') || localStorage.getItem('lang');
    const rendered = html.getAttribute('data-language');
    if (chosen && rendered && chosen.toUpperCase() !== rendered) html.setAttribute('data-language-pending', '');
  } catch {
    // No storage: the page shows in the language it was rendered in.
  }
  try {
    if (sessionStorage.getItem('token')) html.setAttribute('data-session-pending', '');
  } catch {
    // No session storage, no session.
  }
})();
