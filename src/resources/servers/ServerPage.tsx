import { Edit } from 'react-admin';
import { Route, Routes } from 'react-router';
import { ServerBolts } from './ServerBolts';
import { ServerCrons } from './ServerCrons';
import { ServerDatabases } from './ServerDatabases';
import { ServerForm } from './ServerForm';
import { ServerRebuilds } from './ServerRebuilds';
import { ServerTabs } from './ServerTabs';

/**
 * /servers/{id} and its tabs. It is react-admin's edit route (/servers/{id}/*), since the spec puts
 * the server form on the detail page itself; the tabs are sub-routes.
 */
export const ServerPage = () => (
  <Edit mutationMode="pessimistic" redirect={false} actions={false}>
    <ServerRebuilds />
    <ServerTabs />
    <Routes>
      <Route path="*" element={<ServerForm />} />
      <Route path="bolts" element={<ServerBolts />} />
      <Route path="databases" element={<ServerDatabases />} />
      <Route path="crons" element={<ServerCrons />} />
    </Routes>
  </Edit>
);
