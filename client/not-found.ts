import { notFoundAttribute } from '../components/hooks/not-found';

const NOT_FOUND = `[${notFoundAttribute}]`;

// Hosts serve 404.html at whatever address was missing; only the browser knows which.
if (document.querySelector(NOT_FOUND)) {
  console.warn('404 Error: User attempted to access non-existent route:', window.location.pathname);
}
