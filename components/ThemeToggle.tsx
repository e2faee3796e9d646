import { IconMoon, IconSun } from './icons';
import * as styles from './ThemeToggle.css';

/**
 * A toggle button: "Dark theme", pressed when dark. client/theme-toggle.ts syncs
 * `aria-pressed` with the mode the head script chose, then flips both on click.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label="Dark theme"
      aria-pressed="false"
      data-theme-toggle
      data-tooltip
    >
      <IconMoon className={styles.moon} aria-hidden="true" />
      <IconSun className={styles.sun} aria-hidden="true" />
    </button>
  );
}
