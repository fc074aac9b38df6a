import { errorMessage } from '../../../lib/api';
import {
  Alert,
  Card,
  PageHeader,
  PageMeta,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../../../ui';
import { useMe } from '../queries';
import { GeneralSettingsForm, NotificationsForm, PreferencesForm } from './settings-forms';

/** /settings: General, Preferences and Notifications, saved to the account (docs/product.md#screens-and-routes). */
export function SettingsPage() {
  const me = useMe();
  const user = me.data;
  return (
    <div className="max-w-3xl">
      <PageMeta title="Settings" description="Your profile, theme and notification preferences." />
      <PageHeader title="Settings" description="Saved to your account and applied on every device." />
      {me.isError ? (
        <Alert tone="error" title="Failed to load settings">
          {errorMessage(me.error, 'Failed to load settings')}
        </Alert>
      ) : null}
      {user ? (
        <Tabs defaultValue="general">
          <TabsList aria-label="Settings sections" className="mb-5">
            <TabsTrigger value="general">General</TabsTrigger>
            <TabsTrigger value="preferences">Preferences</TabsTrigger>
            <TabsTrigger value="notifications">Notifications</TabsTrigger>
          </TabsList>
          <Card className="p-5">
            <TabsContent value="general">
              <GeneralSettingsForm user={user} />
            </TabsContent>
            <TabsContent value="preferences">
              <PreferencesForm user={user} />
            </TabsContent>
            <TabsContent value="notifications">
              <NotificationsForm user={user} />
            </TabsContent>
          </Card>
        </Tabs>
      ) : me.isPending ? (
        <Skeleton className="h-72 w-full rounded-xl" />
      ) : null}
    </div>
  );
}
