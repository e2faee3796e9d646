import { IconMoon, IconSun } from './icons';
import * as styles from './ThemeToggle.css';
import { themeToggleAttribute, themeToggleBehaviour } from './hooks/theme-toggle';
import { tooltipAttribute, tooltipBehaviour } from './hooks/tooltip';
import { useBehaviours } from './page-needs';

/**
 * A toggle button: "Dark theme", pressed when dark. client/theme-toggle.ts syncs
 * `aria-pressed` with the mode the head script chose, then flips both on click.
 */
export function ThemeToggle() {
  useBehaviours(themeToggleBehaviour, tooltipBehaviour);
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label="Dark theme"
      aria-pressed="false"
      {...{ [themeToggleAttribute]: true, [tooltipAttribute]: true }}
    >
      <IconMoon className={styles.moon} aria-hidden="true" />
      <IconSun className={styles.sun} aria-hidden="true" />
    </button>
  );
}
