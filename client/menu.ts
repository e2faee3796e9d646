import { menuAttribute, menuToggleAttribute } from '../components/hooks/menu';

const TOGGLE = `[${menuToggleAttribute}]`;
const MENU = `[${menuAttribute}]`;

const toggle = document.querySelector<HTMLElement>(TOGGLE);
const menu = document.querySelector<HTMLElement>(MENU);

function isMenuOpen() {
  return toggle?.getAttribute('aria-expanded') === 'true';
}

function setMenuOpen(open: boolean) {
  toggle?.setAttribute('aria-expanded', String(open));
}

if (toggle && menu) {
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    if (event.target.closest(TOGGLE)) {
      setMenuOpen(!isMenuOpen());
    } else if (event.target.closest(`${MENU} a`) || !event.target.closest(MENU)) {
      // Choosing an item, or clicking anywhere else, closes the menu.
      if (isMenuOpen()) setMenuOpen(false);
    }
  });

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isMenuOpen()) return;
    setMenuOpen(false);
    toggle.focus();
  });
}
