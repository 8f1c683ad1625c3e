import { ColorModeToggle } from '@salesdash/ui-kit';
import { useColorMode } from '../../color-mode/use-color-mode.ts';

/** The ui-kit toggle bound to the persisted colour mode. */
export function ColorModeSwitch() {
  const { mode, setMode } = useColorMode();
  return <ColorModeToggle value={mode} onChange={setMode} />;
}
