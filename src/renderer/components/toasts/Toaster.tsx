import { Button, Notification, Portal } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Toaster.module.css';
import { TOAST_DURATION, useToastStore, type ToastItem, type ToastVariant } from './toast-store.ts';

const COLORS: Record<ToastVariant, string> = {
  default: 'pilot',
  destructive: 'red',
  success: 'teal',
  info: 'blue',
};

function Toast({ item }: { item: ToastItem }) {
  const { t } = useTranslation('errors');
  const dismiss = useToastStore((s) => s.dismiss);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(item.id), TOAST_DURATION);
    return () => clearTimeout(timer);
  }, [dismiss, item.id]);
  return (
    <Notification
      color={COLORS[item.variant]}
      title={item.title}
      onClose={() => dismiss(item.id)}
      closeButtonProps={{ 'aria-label': t('toast.close') }}
      withBorder
      data-variant={item.variant}
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      className={classes.toast}
    >
      {item.description}
      {item.action && (
        <Button
          size="compact-sm"
          variant="light"
          color={COLORS[item.variant]}
          mt={item.description ? 'xs' : 0}
          display="block"
          onClick={() => {
            item.action!.run();
            dismiss(item.id);
          }}
        >
          {item.action.label}
        </Button>
      )}
    </Notification>
  );
}

/** Shows the open toast (at most one). Mount once. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const open = toasts.filter((item) => item.open);
  return (
    <Portal>
      <div className={classes.viewport} aria-live="polite">
        {open.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </div>
    </Portal>
  );
}
