import { Box, Card, CardContent, Typography } from '@mui/material';
import { BooleanInput, Form, FormDataConsumer, NumberInput, SaveButton, useTranslate } from 'react-admin';
import { useCall } from '../../../dataProvider/useCall';
import { storageGb, UNLIMITED } from '../../../rules/format';
import { ANNUAL_MONTHS_CHARGED, EXTRA_STORAGE_CENTS_PER_GB } from '../../../rules/plans';
import { submissionErrors } from './fieldError';
import { priceText } from './pricing';
import { quotaMbOf, storageBoundsGb, storagePrice, validateStorage, wholeGb, type StorageValues } from './storage';
import type { PlanOffer, Subscription } from './types';
import { FormActions } from '../../../components/forms/FormActions';

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
  const bounds = storageBoundsGb(usedMb);
  const period = subscription.billingPeriod;
  const per = translate(period === 'annual' ? 'app.plan.perYear' : 'app.plan.perMonth');
  const unitCents = EXTRA_STORAGE_CENTS_PER_GB * (period === 'annual' ? ANNUAL_MONTHS_CHARGED : 1);
  // The new quota changes the Bolt's price and usage: the Bolt's records and calls are read again.
  const change = useCall((dataProvider, values: StorageValues) => dataProvider.changeStorage(boltId, quotaMbOf(values)), {
    invalidates: [['bolts']],
    success: 'app.storage.saved',
  });
  // A refusal of the quota belongs under the GB input.
  const submit = (values: StorageValues) =>
    change.mutateAsync(values).then(
      () => undefined,
      (error: unknown) => {
        const field = submissionErrors(error)?.storageMb;
        return field ? { storageGb: field } : undefined;
      },
    );

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
          disableInvalidFormNotification
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
                          ? translate('app.storage.extra', {
                              amount: price.extraGb,
                              unit: priceText(unitCents),
                              price: priceText(price.extraGb * unitCents),
                            })
                          : translate('app.storage.noExtra')}
                      </Typography>
                      <Typography sx={{ fontWeight: 650 }}>
                        {translate('app.storage.newPrice', { price: priceText(price.totalCents), per })}
                      </Typography>
                    </Box>
                  )}
                </>
              );
            }}
          </FormDataConsumer>
          <FormActions>
            <SaveButton label="app.storage.save" disabled={disabled} />
          </FormActions>
        </Form>
      </CardContent>
    </Card>
  );
}
