import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Link, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { domainPaths } from '../../../resources/domains/domainRules';
import { StepFrame } from '../../boltCreate/parts/StepFrame';
import { useCdnSetup } from '../CdnSetupActor';
import { finishDestination } from '../destination';
import { cdnSetupProgress } from '../progress';
import { OrderCustomerLink } from './OrderCustomerLink';

/**
 * Step finished (spec 2 §2.3): the set-up domains as links and, for staff, the customer link. Its
 * button clears the order and goes to the redirect route, or the CDN orders.
 */
export function FinishedStep() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { context } = useCdnSetup();
  const domains = Object.values(context.order?.domains ?? {});
  const finish = () => {
    cdnSetupProgress.clear();
    navigate(finishDestination(context.redirect, context.order, context.asStaff));
  };
  return (
    <StepFrame title={translate('app.cdnSetup.finished.title')} intro={translate('app.cdnSetup.finished.text')}>
      <List disablePadding sx={{ display: 'grid', gap: 1 }}>
        {domains.map((domain) => (
          <ListItem key={domain.name} disableGutters sx={{ gap: 1.5 }}>
            <CheckCircleIcon color="success" aria-hidden />
            <Link
              component={RouterLink}
              to={domainPaths(domain.boltId, domain.environmentId, domain.name, domain.domainId).settings}
              sx={{ fontWeight: 600 }}
            >
              {domain.name}
            </Link>
          </ListItem>
        ))}
      </List>
      {context.asStaff && context.orderId !== null && (
        <Box>
          <Typography variant="body2" color="text.secondary">
            {translate('app.cdnSetup.finished.customer')}
          </Typography>
          <OrderCustomerLink orderId={context.orderId} customer={context.customer} />
        </Box>
      )}
      <Box>
        <Button variant="contained" size="large" onClick={finish}>
          {translate('app.cdnSetup.finished.done')}
        </Button>
      </Box>
    </StepFrame>
  );
}
