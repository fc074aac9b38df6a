import { Monitor, Moon, Sun } from 'lucide-react';
import { THEME_PREFERENCES, useThemeStore } from '../lib/theme';
import {
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  Tooltip,
} from '../ui';

const LABELS = { light: 'Light', dark: 'Dark', auto: 'System (auto)' } as const;
const ICONS = { light: Sun, dark: Moon, auto: Monitor } as const;

/** The theme menu: light, dark or follow the system; applied at once and remembered. */
export function ThemeToggle({ className }: { className?: string | undefined }) {
  const preference = useThemeStore((state) => state.preference);
  const resolved = useThemeStore((state) => state.resolved);
  const setPreference = useThemeStore((state) => state.setPreference);
  const Icon = resolved === 'dark' ? Moon : Sun;
  return (
    <DropdownMenu>
      <Tooltip content="Theme">
        <DropdownMenuTrigger
          aria-label={`Theme: ${LABELS[preference]}`}
          className={cn(
            'inline-flex size-9 items-center justify-center rounded-lg text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg',
            className,
          )}
        >
          <Icon className="size-[18px]" aria-hidden />
        </DropdownMenuTrigger>
      </Tooltip>
      <DropdownMenuContent>
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={preference}
          onValueChange={(value) => {
            const chosen = THEME_PREFERENCES.find((theme) => theme === value);
            if (chosen) setPreference(chosen);
          }}
        >
          {THEME_PREFERENCES.map((theme) => {
            const ChoiceIcon = ICONS[theme];
            return (
              <DropdownMenuRadioItem key={theme} value={theme}>
                <ChoiceIcon aria-hidden />
                {LABELS[theme]}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
