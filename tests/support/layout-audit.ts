/**
 * The layout checks of tests/e2e/layout.spec.ts, run inside the page in one evaluate call.
 * `auditLayout` is serialized into the browser: it may use nothing from this module's scope,
 * so its helpers live inside it.
 */

export interface AuditOptions {
  /** Only controls and text inside this element are checked (e.g. an open dialog). */
  scope: string;
  /** Elements whose whole box must lie inside the viewport when shown: dialogs, popovers, tooltips. */
  overlays: string;
  /** An element whose content must be on the first screen (the resume loader). */
  firstScreen?: string;
  /**
   * Layers of decoration (the floating shapes): each child must lie whole inside its layer (never
   * cut at the screen's edges) and under no line of text around it (the layer's parent's).
   */
  decorations?: string;
}

export function auditLayout({ scope, overlays, firstScreen, decorations }: AuditOptions): string[] {
  const problems: string[] = [];
  const tolerance = 1;
  const minTarget = 24;
  const viewWidth = window.innerWidth;
  const viewHeight = window.innerHeight;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) {
      style = getComputedStyle(element);
      styles.set(element, style);
    }
    return style;
  };
  const round = (value: number) => Math.round(value);
  const box = (rect: DOMRect) =>
    `x=${round(rect.left + scrollX)} y=${round(rect.top + scrollY)} ${round(rect.width)}x${round(rect.height)}`;
  const name = (element: Element) => {
    const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const id = element.id ? `#${element.id}` : '';
    return `<${element.tagName.toLowerCase()}${id}> "${label.slice(0, 40)}"`;
  };
  const rectOf = (element: Element) => element.getBoundingClientRect();
  const textRect = (node: Text) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return range.getBoundingClientRect();
  };
  const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  const isFixed = (element: Element) => styleOf(element).position === 'fixed';

  /** The box whose overflow can clip this element: its parent, or for absolute boxes the positioned ancestor. */
  const clipParent = (element: Element): Element | null => {
    const position = styleOf(element).position;
    if (position === 'fixed') return null;
    let parent = element.parentElement;
    if (position === 'absolute') {
      while (parent && styleOf(parent).position === 'static' && styleOf(parent).transform === 'none') {
        parent = parent.parentElement;
      }
    }
    return parent;
  };

  /** Screen-reader-only boxes clip their content on purpose. */
  const visuallyHidden = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = styleOf(at);
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
      const rect = rectOf(at);
      if (style.overflow !== 'visible' && rect.width <= 1 && rect.height <= 1) return true;
    }
    return false;
  };

  /**
   * Walks the boxes that can clip `rect` (starting at `first`) and says what cuts it off.
   * A box that clips vertically but scrolls (a dialog body) is fine; a line clamp is a designed cut;
   * a horizontal cut is never fine, scrolling or not: a visitor does not look sideways for controls.
   */
  const cutOff = (rect: DOMRect, subject: Element, isText: boolean): string | null => {
    let scrolledVertically = false;
    // Text is clipped by its own element's overflow already; a control by the boxes around it.
    let at = isText ? subject : clipParent(subject);
    let outermost = subject;
    while (at && at !== document.body && at !== document.documentElement) {
      const style = styleOf(at);
      if (style.display !== 'inline' && style.display !== 'contents') {
        const outer = rectOf(at);
        const clipLeft = outer.left + at.clientLeft;
        const clipTop = outer.top + at.clientTop;
        const clipRight = clipLeft + at.clientWidth;
        const clipBottom = clipTop + at.clientHeight;
        const ellipsis = isText && style.textOverflow === 'ellipsis';
        if (style.overflowX !== 'visible' && !ellipsis && (rect.left < clipLeft - tolerance || rect.right > clipRight + tolerance)) {
          return `cut off sideways by ${name(at).slice(0, 30)} (clip box x=${round(clipLeft)}..${round(clipRight)})`;
        }
        if (style.overflowY !== 'visible' && (rect.top < clipTop - tolerance || rect.bottom > clipBottom + tolerance)) {
          const scrolls = (style.overflowY === 'auto' || style.overflowY === 'scroll') && at.scrollHeight > at.clientHeight + tolerance;
          const clamped = style.getPropertyValue('-webkit-line-clamp') !== 'none';
          if (scrolls) scrolledVertically = true;
          else if (!clamped) {
            return `cut off vertically by ${name(at).slice(0, 30)} (clip box y=${round(clipTop)}..${round(clipBottom)})`;
          }
        }
      }
      outermost = at;
      at = clipParent(at);
    }
    const left = rect.left + scrollX;
    const right = rect.right + scrollX;
    if (left < -tolerance) return `starts ${round(-left)} px left of the page`;
    if (right > viewWidth + tolerance) return `ends at ${round(right)} px, past the ${viewWidth} px viewport`;
    // A box fixed to the screen cannot be scrolled to: what it puts off-screen is lost.
    if (isFixed(outermost) && !scrolledVertically && (rect.top < -tolerance || rect.bottom > viewHeight + tolerance)) {
      return `in a fixed box but off-screen (viewport y=${round(rect.top)}..${round(rect.bottom)}, height ${viewHeight})`;
    }
    return null;
  };

  const root = document.querySelector(scope);
  if (!root) return [`scope ${scope} not found`];

  if (document.documentElement.scrollWidth > viewWidth) {
    problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} px wide in a ${viewWidth} px viewport`);
  }

  const controlSelector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="tab"]',
    '[role="link"]',
    '[role="checkbox"]',
    '[role="switch"]',
    '[role="menuitem"]',
  ].join(',');
  const controls = [...root.querySelectorAll(controlSelector)].filter(
    (control) => shown(control) && rectOf(control).width > 0 && !visuallyHidden(control),
  );

  const cutControls = new Set<Element>();
  for (const control of controls) {
    const rect = rectOf(control);
    const cut = cutOff(rect, control, false);
    if (cut) {
      cutControls.add(control);
      problems.push(`control cut off: ${name(control)} ${box(rect)} ${cut}`);
    }
  }

  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const parent = text.parentElement;
    if (!parent || !text.data.trim() || parent.closest('script, style, noscript, template, svg')) continue;
    if (!shown(parent) || visuallyHidden(parent)) continue;
    const control = parent.closest(controlSelector);
    if (control && cutControls.has(control)) continue;
    const rect = textRect(text);
    if (rect.width === 0 || rect.height === 0) continue;
    const cut = cutOff(rect, parent, true);
    if (cut) problems.push(`text cut off: "${text.data.trim().slice(0, 40)}" in ${name(parent).slice(0, 50)} ${box(rect)} ${cut}`);
  }

  // WCAG 2.5.8: 24x24 px, except a link in running text, or an undersized target whose 24 px circle
  // (centred on its box) touches no other target and no other undersized target's circle.
  const inRunningText = (control: Element) => {
    if (control.tagName !== 'A' || styleOf(control).display !== 'inline') return false;
    let block = control.parentElement;
    while (block && (styleOf(block).display === 'inline' || styleOf(block).display === 'contents')) block = block.parentElement;
    if (!block) return false;
    const words = (block.textContent ?? '').replace(control.textContent ?? '', '');
    return /\w/.test(words);
  };
  const small = controls.filter((control) => {
    const rect = rectOf(control);
    return (rect.width < minTarget - 0.01 || rect.height < minTarget - 0.01) && !inRunningText(control);
  });
  const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
  for (const control of small) {
    const rect = rectOf(control);
    const c = centre(rect);
    const crowding = controls.find((other) => {
      if (other === control || other.contains(control) || control.contains(other)) return false;
      const otherRect = rectOf(other);
      const dx = Math.max(otherRect.left - c.x, 0, c.x - otherRect.right);
      const dy = Math.max(otherRect.top - c.y, 0, c.y - otherRect.bottom);
      if (Math.hypot(dx, dy) < minTarget / 2) return true;
      if (!small.includes(other)) return false;
      const o = centre(otherRect);
      return Math.hypot(o.x - c.x, o.y - c.y) < minTarget;
    });
    if (crowding) {
      problems.push(`target under 24x24 px: ${name(control)} ${box(rect)}, its 24 px circle meets ${name(crowding)}`);
    }
  }

  // A hole in a grid: a stretch beside an item, at least as wide as the narrowest box and 48 px
  // tall, that no item covers (gutters aside). The same room at both ends of a centred row is not
  // one; the room a sticky item leaves below it is its to travel.
  const holeHeight = 48;
  const step = 4;
  for (const grid of [root, ...root.querySelectorAll('*')]) {
    const style = styleOf(grid);
    if (!style.display.endsWith('grid') || style.gridTemplateColumns.split(' ').length < 2 || !shown(grid)) continue;
    const items = [...grid.children].filter((item) => {
      const rect = rectOf(item);
      return shown(item) && rect.width > 0 && rect.height > 0 && !['absolute', 'fixed'].includes(styleOf(item).position);
    });
    if (items.length < 2) continue;
    const halfGap = (gap: string) => (Number.parseFloat(gap) || 0) / 2 + tolerance;
    const [columnGap, rowGap] = [halfGap(style.columnGap), halfGap(style.rowGap)];
    // An item centred in its row (the hero's text beside a tall portrait) means the room above and below it.
    const centred = (item: Element) => {
      const self = styleOf(item).alignSelf;
      return self === 'center' || (['auto', 'normal'].includes(self) && style.alignItems === 'center');
    };
    const covers = items.map((item) => {
      const rect = rectOf(item);
      const beside = items.map(rectOf).filter((other) => other.top < rect.bottom && rect.top < other.bottom);
      const [top, bottom] = centred(item)
        ? [Math.min(...beside.map((other) => other.top)), Math.max(...beside.map((other) => other.bottom))]
        : [rect.top, styleOf(item).position === 'sticky' ? Number.POSITIVE_INFINITY : rect.bottom];
      return { left: rect.left - columnGap, right: rect.right + columnGap, top: top - rowGap, bottom: bottom + rowGap };
    });
    // Measured against its boxes (cards, columns), not a list of one-line links or chips.
    const boxes = items.filter((item) => rectOf(item).height >= holeHeight);
    if (boxes.length === 0) continue;
    const narrowest = Math.min(...boxes.map((item) => rectOf(item).width));
    const area = rectOf(grid);
    const left = area.left + Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.paddingLeft);
    const right = area.right - Number.parseFloat(style.borderRightWidth) - Number.parseFloat(style.paddingRight);
    // Beside the items, not below the last: a card taller than its contents (its row's height) is no hole.
    const top = Math.min(...items.map((item) => rectOf(item).top));
    const bottom = Math.max(...items.map((item) => rectOf(item).bottom));
    let since: number | null = null;
    for (let y = top + step / 2; y < bottom; y += step) {
      const spans = covers.filter((cover) => cover.top <= y && y <= cover.bottom).sort((a, b) => a.left - b.left);
      if (spans.length === 0) {
        since = null;
        continue;
      }
      let reached = left;
      let widest = 0;
      for (const span of spans) {
        if (reached > left) widest = Math.max(widest, span.left - reached);
        reached = Math.max(reached, span.right);
      }
      const [before, after] = [(spans[0]?.left ?? left) - left, right - reached];
      // A row centred in its grid leaves the same room at each end: meant, not a hole.
      if (Math.abs(before - after) > step) widest = Math.max(widest, before, after);
      if (widest < narrowest - tolerance) since = null;
      else if (since === null) since = y;
      else if (y - since >= holeHeight) {
        problems.push(
          `hole in a grid: ${name(grid).slice(0, 40)} ${box(area)} leaves ${round(widest)} px empty from y=${round(since + scrollY)}`,
        );
        break;
      }
    }
  }

  for (const overlay of document.querySelectorAll(overlays)) {
    if (!shown(overlay)) continue;
    const rect = rectOf(overlay);
    if (rect.width === 0) continue;
    if (rect.left < -tolerance || rect.top < -tolerance || rect.right > viewWidth + tolerance || rect.bottom > viewHeight + tolerance) {
      problems.push(
        `overlay outside the viewport: ${name(overlay).slice(0, 50)} at viewport x=${round(rect.left)}..${round(rect.right)} ` +
          `y=${round(rect.top)}..${round(rect.bottom)}, viewport ${viewWidth}x${viewHeight}`,
      );
    }
  }

  if (firstScreen) {
    const element = document.querySelector(firstScreen);
    if (!element || !shown(element)) problems.push(`${firstScreen} is not shown`);
    else {
      // Its content, not its box: a loader box may fill a tall sheet while its text sits in the middle.
      // A spinning part is left out: its box grows and shrinks as it turns.
      const still = (part: Element) => shown(part) && part.getAnimations().length === 0;
      const parts: DOMRect[] = [...element.querySelectorAll('*')].filter(still).map(rectOf);
      const textWalker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = textWalker.nextNode(); node; node = textWalker.nextNode()) {
        if ((node as Text).data.trim()) parts.push(textRect(node as Text));
      }
      const top = Math.min(...parts.map((part) => part.top));
      const bottom = Math.max(...parts.map((part) => part.bottom));
      if (top < 0 || bottom > viewHeight) {
        problems.push(
          `${name(element)} not on the first screen: its content spans y=${round(top)}..${round(bottom)}, viewport height ${viewHeight}`,
        );
      }
    }
  }
  for (const layer of decorations ? document.querySelectorAll(decorations) : []) {
    const area = rectOf(layer);
    const lines: DOMRect[] = [];
    const lineWalker = document.createTreeWalker(layer.parentElement ?? layer, NodeFilter.SHOW_TEXT);
    for (let node = lineWalker.nextNode(); node; node = lineWalker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !(node as Text).data.trim() || layer.contains(node) || !shown(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      lines.push(...[...range.getClientRects()].filter((line) => line.width > 0 && line.height > 0));
    }
    for (const shape of layer.children) {
      const rect = rectOf(shape);
      const whole =
        rect.left >= area.left - tolerance &&
        rect.right <= area.right + tolerance &&
        rect.top >= area.top - tolerance &&
        rect.bottom <= area.bottom + tolerance;
      if (!whole || rect.left < -tolerance || rect.right > viewWidth + tolerance) {
        problems.push(`decoration cut off: ${box(rect)} in its layer ${box(area)}, viewport width ${viewWidth}`);
      }
      const under = lines.find(
        (line) => rect.left < line.right && line.left < rect.right && rect.top < line.bottom && line.top < rect.bottom,
      );
      if (under) problems.push(`decoration under text: ${box(rect)} meets the line at ${box(under)}`);
    }
  }
  return problems;
}
