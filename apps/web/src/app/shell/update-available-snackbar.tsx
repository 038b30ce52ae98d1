import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

/** 'A new version is available' with Reload and Later; PwaUpdateSnackbar decides when it shows. */
export function UpdateAvailableSnackbar({
  onReload,
  onLater,
}: {
  onReload: () => void;
  onLater: () => void;
}) {
  return (
    <Snackbar
      open
      message="A new version is available"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={
        <>
          <Button color="inherit" size="small" onClick={onReload}>
            Reload
          </Button>
          <Button color="inherit" size="small" onClick={onLater}>
            Later
          </Button>
        </>
      }
    />
  );
}
