import { routes } from '../../pages/routes';

/** Every page a visitor can reach by a link, and the address the not-found page answers. */
export const linkedPages = routes.filter((route) => route.page !== 'not-found').map((route) => route.path);
export const missingPath = '/this-page-does-not-exist';
export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };
