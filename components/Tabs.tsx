import type { ReactNode } from 'react';
import * as styles from './Tabs.css';
import { tabId, tabPanelId, tabsAttribute, tabsBehaviour } from './hooks/tabs';
import { useBehaviours } from './page-needs';

interface Tab {
  label: string;
  content: ReactNode;
  /** false when the page's own h1 already names the panel, so scripts off do not show that name twice. */
  heading?: boolean;
}

interface TabsProps {
  /** Unique on the page; prefixes the tab and panel ids. */
  id: string;
  label: string;
  tabs: readonly Tab[];
}

/**
 * The WAI-ARIA tabs pattern, rendered in its finished first state: the first tab selected
 * and the only one in the tab order. client/tabs.ts flips the attributes. Without scripts
 * the tab list hides and every panel shows in order, each under its own heading.
 */
export function Tabs({ id, label, tabs }: TabsProps) {
  useBehaviours(tabsBehaviour);
  return (
    <div className={styles.root} {...{ [tabsAttribute]: true }}>
      <div className={styles.list} role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            type="button"
            role="tab"
            className={styles.tab}
            id={tabId(id, index)}
            aria-selected={index === 0}
            aria-controls={tabPanelId(id, index)}
            tabIndex={index === 0 ? 0 : -1}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          className={styles.panel}
          role="tabpanel"
          id={tabPanelId(id, index)}
          aria-labelledby={tabId(id, index)}
          tabIndex={0}
          hidden={index !== 0}
        >
          {tab.heading === false ? null : <h2 className={styles.panelHeading}>{tab.label}</h2>}
          {tab.content}
        </div>
      ))}
    </div>
  );
}
