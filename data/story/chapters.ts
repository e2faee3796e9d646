/**
 * The /my-story chapters: one line per chapter file, in any order (each file's `order` places
 * it). To add a chapter, write its file beside these and add its line here.
 */
export { default as theSwitch } from './01-the-switch.md';
export { default as textedDoor } from './02-the-boy-who-texted-his-door-open.md';
export { default as scienceCongress } from './03-chairman-of-the-science-congress.md';
export { default as surgeryToCircuits } from './04-from-surgery-to-circuits.md';
export { default as machinesThink } from './05-learning-how-machines-think.md';
export { default as pitchNights } from './06-pitch-nights.md';
export { default as takesOff } from './07-angashamba-takes-off.md';
export { default as faq } from './08-faq.md';
export { default as finalThoughts } from './09-final-thoughts.md';
