import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { getErrorMessage } from '@/api/error-message';
import { ErrorBanner } from '@/components/ErrorBanner';
import { paths } from '@/config/paths';
import { useExportEmployees } from '@/hooks/use-export-employees';
import { AddEmployeePanel } from '../components/AddEmployeePanel';
import { DIRECTORY_TEXT } from './directory-text';

/** Add Employee (with an account: the Users panel; without: this page's panel; several: an import), Import and Export. */
export function DirectoryActions() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [adding, setAdding] = useState(false);
  const exporter = useExportEmployees();
  const importHref = paths.admin.utilitiesImport.getHref();
  return (
    <Stack spacing={1} alignItems="flex-end">
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap justifyContent="flex-end">
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={exporter.isPending}
          onClick={() => exporter.mutate()}
        >
          {DIRECTORY_TEXT.export}
        </Button>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          component={RouterLink}
          to={importHref}
        >
          {DIRECTORY_TEXT.import}
        </Button>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {DIRECTORY_TEXT.addEmployee}
        </Button>
      </Stack>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem component={RouterLink} to={paths.admin.users.getHref({ add: true })}>
          {DIRECTORY_TEXT.addWithAccount}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setAdding(true);
          }}
        >
          {DIRECTORY_TEXT.addWithoutAccount}
        </MenuItem>
        <MenuItem component={RouterLink} to={importHref}>
          {DIRECTORY_TEXT.addByImport}
        </MenuItem>
      </Menu>
      <AddEmployeePanel open={adding} onClose={() => setAdding(false)} />
      {exporter.isError ? (
        <ErrorBanner message={getErrorMessage(exporter.error, DIRECTORY_TEXT.exportFailed)} />
      ) : null}
    </Stack>
  );
}
