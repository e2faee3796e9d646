/** client/tabs.ts: the WAI-ARIA tabs pattern over markup rendered in its first state. */
export const tabsBehaviour = 'tabs';
export const tabsAttribute = 'data-tabs';
export const tabId = (group: string, index: number) => `${group}-tab-${index}`;
export const tabPanelId = (group: string, index: number) => `${group}-panel-${index}`;
