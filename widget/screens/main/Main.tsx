import { Fragment, useEffect, useMemo } from 'react';
import { useFlow, useWidget } from '../../app/context';
import { composeMain } from '../../products/compose';
import { preloadProductScreens } from '../../products/preload';
import { productRegistry } from '../../products/registry';
import { Banner } from '../../ui/Banner';
import { Divider } from '../../ui/Divider';
import { lazyChunk } from '../../ui/lazy-component';
import { EmailStyleBlock } from './EmailStyleBlock';
import { usePasskeyAutofill } from './usePasskeyAutofill';

const Watermark = lazyChunk(() => import('./Watermark'))('Watermark', { quiet: true });

export function Main() {
  const { config, styles, t, bootstrap } = useWidget();
  const [state] = useFlow();
  const passkeyAutofill = usePasskeyAutofill(config.products.includes('passkeys'));
  const layout = useMemo(
    () => composeMain(config, productRegistry, { passkeyAutofill }),
    [config, passkeyAutofill],
  );
  // Once Main is up, the screens behind it are fetched in the background.
  useEffect(() => preloadProductScreens(config, productRegistry), [config]);
  const logo = styles.logo?.logoImageUrl;
  const passkeyLogin = productRegistry.passkeys.passkeyLogin;

  return (
    <>
      {logo ? <img className="stw-logo" src={logo} alt={t('main.logoAlt')} /> : null}
      {styles.hideHeaderText ? null : (
        <h1 className="stw-header" tabIndex={-1}>
          {t('main.header')}
        </h1>
      )}
      {state.form.errorMessage ? <Banner variant="error">{state.form.errorMessage}</Banner> : null}
      {layout.passkeyButton && passkeyLogin ? <passkeyLogin.Button /> : null}
      {layout.passkeyAutofill && passkeyLogin ? <passkeyLogin.Autofill /> : null}
      {layout.blocks.map((block, index) => (
        <Fragment key={block.kind === 'emailStyle' ? 'emailStyle' : block.product}>
          {layout.dividerBefore === index ? <Divider label={t('main.divider')} /> : null}
          {block.kind === 'emailStyle' ? (
            <EmailStyleBlock forms={block.forms} showTabs={layout.showTabs} />
          ) : (
            <block.Block />
          )}
        </Fragment>
      ))}
      {bootstrap.displayWatermark ? <Watermark /> : null}
    </>
  );
}
