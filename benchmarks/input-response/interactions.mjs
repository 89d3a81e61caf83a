// What the input benchmark measures: the interactions a person makes, and the budget each is held to.

export const BUDGET_MS = 100;
/**
 * Interactions printed against the budget without failing the run. Over budget today: opening a modal restyles the
 * whole page (radix's modal layer sets `pointer-events: none` on <body>, an inherited property) and renders its form in
 * the same task, and the category menu renders and positions itself in one (README, Benchmarks); remove those keys as
 * soon as their interaction is within budget. The vendor tab is within it on a quiet machine (56 ms best), but its
 * event timing includes the input's wait for the main thread, which a busy machine lengthens (128 ms best with a CPU
 * hog beside the run): the lobby benchmark gates the same switch, from input to next paint.
 */
export const NOT_GATED_YET = new Set(['login', 'categoryMenu', 'memberCentre', 'vendorTab']);

/**
 * The interactions, in the order a run makes them on each page. `target` finds the element a person clicks (in the
 * page: an element or null), `trigger` is the event whose handler starts the response, `response` is true in the
 * page once the response is there, `close` puts the page back for the next one.
 */
export const INTERACTIONS = [
  {
    key: 'login',
    what: 'open the login dialog (phone header)',
    page: 'visitor',
    target: `[...document.querySelectorAll('header button')].find((b) => b.textContent.trim() === 'Log in' && b.offsetParent)`,
    trigger: 'click',
    response: `!!document.querySelector('[role="dialog"] input[type="password"]')`,
    close: 'Escape',
  },
  {
    key: 'categoryMenu',
    what: "open a category's drop-down (header navigation)",
    page: 'member',
    target: `document.querySelector('[data-slot="header-nav"] button[aria-haspopup="menu"]')`,
    trigger: 'pointerdown',
    response: `!!document.querySelector('[role="menu"] [role="menuitem"]')`,
    close: 'Escape',
  },
  {
    key: 'vendorTab',
    what: 'switch a vendor tab (/rng)',
    page: 'member',
    target: `[...document.querySelectorAll('nav')].find((n) => /providers$/.test(n.getAttribute('aria-label') ?? ''))?.querySelectorAll('a')[1]`,
    trigger: 'click',
    response: `(() => { const nav = [...document.querySelectorAll('nav')].find((n) => /providers$/.test(n.getAttribute('aria-label') ?? '')); return nav?.querySelector('a[aria-current="page"]') === nav?.querySelectorAll('a')[1]; })()`,
    close: null,
  },
  {
    key: 'memberCentre',
    what: 'open the member centre (account menu)',
    page: 'member',
    // The account menu is opened first, unmeasured: the interaction is choosing its "Member centre".
    before: {
      target: `[...document.querySelectorAll('header button')].find((b) => b.textContent.includes('Account menu:') && b.offsetParent)`,
      ready: `!!document.querySelector('[role="menuitem"]')`,
    },
    target: `[...document.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent.trim().startsWith('Member centre'))`,
    trigger: 'click',
    // The centre's frame with its page list: the page's own chunk and answers may follow.
    response: `!!document.querySelector('[role="dialog"] [data-slot="member-centre"]')`,
    close: 'Escape',
  },
];
