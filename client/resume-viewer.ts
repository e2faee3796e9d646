/** The spec's loader: the preview appears after 2 seconds. */
const resumeLoaderMs = 2000;

const VIEWER_ATTR = 'data-resume-viewer';
const TITLE_ATTR = 'data-resume-title';

const viewer = document.querySelector(`[${VIEWER_ATTR}]`);

function showResume(host: Element) {
  const frame = document.createElement('iframe');
  frame.src = host.getAttribute(VIEWER_ATTR) ?? '';
  frame.title = host.getAttribute(TITLE_ATTR) ?? 'Resume';
  const loader = host.querySelector<HTMLElement>('[role="status"]');
  if (loader) loader.hidden = true;
  host.append(frame);
}

if (viewer) window.setTimeout(() => showResume(viewer), resumeLoaderMs);
