import { Box, Card, CardContent, Typography } from '@mui/material';
import { BooleanInput, Form, FormDataConsumer, NumberInput, SaveButton, useNotify, useTranslate } from 'react-admin';
import { apiCall } from '../../../dataProvider/send';
import { storageGb, UNLIMITED } from '../../../rules/format';
import { ANNUAL_MONTHS_CHARGED, EXTRA_STORAGE_CENTS_PER_GB } from '../../../rules/plans';
import { submissionErrors } from './fieldError';
import { useRefreshBolt } from './queries';
import { priceText } from './pricing';
import { quotaMbOf, storageBoundsGb, storagePrice, validateStorage, wholeGb, type StorageValues } from './storage';
import type { PlanOffer, Subscription } from './types';

interface StorageFormProps {
  boltId: string;
  subscription: Subscription;
  plan: PlanOffer;
  usedMb: number;
  quotaMb: number;
  /** Staff may set unlimited storage (the server refuses it to others). */
  staff: boolean;
  disabled: boolean;
}

/** A dedicated Bolt's storage in whole GB, with what it will cost (POST bolts/{id}/quota). */
export function StorageForm({ boltId, subscription, plan, usedMb, quotaMb, staff, disabled }: StorageFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshBolt();
  const bounds = storageBoundsGb(usedMb);
  const period = subscription.billingPeriod;
  const per = translate(period === 'annual' ? 'app.plan.perYear' : 'app.plan.perMonth');
  const unitCents = EXTRA_STORAGE_CENTS_PER_GB * (period === 'annual' ? ANNUAL_MONTHS_CHARGED : 1);

  const submit = async (values: StorageValues) => {
    try {
      await apiCall('POST', `bolts/${boltId}/quota`, { data: { type: 'quotas', attributes: { storageMb: quotaMbOf(values) } } }, { idempotent: true });
      await refresh(boltId);
      notify('app.storage.saved', { type: 'success' });
    } catch (error) {
      const field = submissionErrors(error)?.storageMb;
      if (field) return { storageGb: field };
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography component="h2" variant="h4">
          {translate('app.storage.formTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {translate('app.storage.unitPrice', { price: priceText(unitCents), per, included: storageGb(plan.storageMb) })}
        </Typography>
        <Form
          onSubmit={submit}
          validate={(values) => validateStorage(values, usedMb)}
          defaultValues={{ storageGb: quotaMb === UNLIMITED ? bounds.min : wholeGb(quotaMb), unlimited: quotaMb === UNLIMITED }}
        >
          {staff && (
            <Box sx={{ mb: 1.5 }}>
              <BooleanInput source="unlimited" label="app.storage.unlimited" helperText="app.storage.unlimitedHelp" disabled={disabled} />
            </Box>
          )}
          <FormDataConsumer<StorageValues>>
            {({ formData }) => {
              const valid = formData.unlimited || !validateStorage(formData, usedMb).storageGb;
              const price = storagePrice(subscription.plan, period, plan.storageMb, quotaMbOf(formData));
              return (
                <>
                  {!formData.unlimited && (
                    <NumberInput
                      source="storageGb"
                      label="app.storage.input"
                      // No min/max/step: the browser would block the submit with its own tooltip instead of our messages.
                      disabled={disabled}
                      helperText={translate('app.storage.bounds', { min: bounds.min, max: bounds.max })}
                      sx={{ maxWidth: 280 }}
                      fullWidth
                    />
                  )}
                  {valid && (
                    <Box sx={{ p: 2, mb: 2, borderRadius: 2, bgcolor: 'action.hover', display: 'grid', gap: 0.5 }} aria-live="polite">
                      <Typography variant="body2" color="text.secondary">
                        {price.extraGb
                          ? translate('app.storage.extra', { amount: price.extraGb, unit: priceText(unitCents), price: priceText(price.extraGb * unitCents) })
                          : translate('app.storage.noExtra')}
                      </Typography>
                      <Typography sx={{ fontWeight: 650 }}>{translate('app.storage.newPrice', { price: priceText(price.totalCents), per })}</Typography>
                    </Box>
                  )}
                </>
              );
            }}
          </FormDataConsumer>
          <SaveButton label="app.storage.save" disabled={disabled} />
        </Form>
      </CardContent>
    </Card>
  );
}
