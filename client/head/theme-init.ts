// Inlined into <head> so the first paint already has the visitor's colour mode.
import { applyColorMode, storedColorMode, systemColorMode } from '../../components/hooks/theme-toggle';

applyColorMode(storedColorMode() ?? systemColorMode());
