// Inlined into <head> so the first paint already has the visitor's colour mode.
import { applyColorMode, storedColorMode, systemColorMode } from '../lib/theme';

applyColorMode(storedColorMode() ?? systemColorMode());
