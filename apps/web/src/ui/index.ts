/** The design system: tokens live in styles.css, primitives here. No domain words in this folder. */
export { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';
export { Alert, type AlertTone } from './alert';
export { ConfirmDialog, type ConfirmDialogProps } from './alert-dialog';
export { Badge, type BadgeTone } from './badge';
export { Button, buttonClasses, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Card, CardContent, CardHeader } from './card';
export { Checkbox } from './checkbox';
export { cn } from './cn';
export { DATE_MAX, DATE_MIN, DateField } from './date-field';
export { Dialog, DialogClose, DialogContent, DialogTrigger } from './dialog';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
export { EmptyState } from './empty-state';
export { FieldShell, inputClasses } from './field';
export { IconButton } from './icon-button';
export { Logo } from './logo';
export { NumberField } from './number-field';
export { PasswordField } from './password-field';
export { MenuSelect, Select, type SelectOption } from './select';
export { Skeleton } from './skeleton';
export { Spinner } from './spinner';
export { Stat } from './stat';
export { Switch } from './switch';
export { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './table';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
export { TextField } from './text-field';
export { toast, Toaster, TOAST_DURATION_MS } from './toast';
export { Tooltip, TooltipProvider } from './tooltip';
export { fullPageTitle, PageMeta, PageMetaCollector, type PageMetaProps } from './page-meta';
export { PageHeader } from './page-header';
export { useCombobox, type ComboboxOptions } from './use-combobox';
export { Plot, PLOT_MARGIN, useElementWidth, type PlotMargin, type PlotScale } from './plot';
