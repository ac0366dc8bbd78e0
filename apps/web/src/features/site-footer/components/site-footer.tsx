import { SERVICE_ADDRESS, SERVICE_CENTER_NO, SERVICE_TEL_NO } from '@reading/contract/service';
import { Link } from 'react-router';
import { hrefFor, type RouteName } from '../../../config/paths.ts';
import { useCurrentSchKey } from '../../../lib/current-school.ts';
import { useSite } from '../../../lib/site.ts';
import { ko } from '../../../messages/ko.ts';
import { useFooterDetail } from '../api/get-footer-detail.ts';
import './site-footer.css';

/** Read when drawn: the labels follow the interface language (decision 210). */
const policyLinks = (): readonly { route: RouteName; label: string; emphasis?: boolean }[] => [
  // Korean privacy guidance asks for the privacy policy link to stand out from the others.
  { route: 'PersonalPrivacy', label: ko.footer.personalPrivacy, emphasis: true },
  { route: 'UseCondition', label: ko.footer.useCondition },
  { route: 'EmailRule', label: ko.footer.emailRule },
];

function telHref(telNo: string): string {
  return `tel:${telNo.replace(/[^0-9+]/g, '')}`;
}

/**
 * Spec 000 §2 Footer: the school's address and telephone on a school site with a known school,
 * otherwise the service's; always the customer centre number, hours, copyright and policy links.
 * A failed footer call falls back to the service's lines without a message (spec 000 §8).
 */
export function SiteFooter() {
  const site = useSite();
  const schKey = useCurrentSchKey();
  const { data: school, isLoading } = useFooterDetail(schKey);

  const addr = school?.addr || SERVICE_ADDRESS;
  const telNo = school?.telNo || SERVICE_TEL_NO;
  const centerNo = school?.centerNo || SERVICE_CENTER_NO;
  // A school's own lines are its data, shown as stored (lang="ko"); the service's follow the language.
  const copyRight = school?.copyRight || ko.service.copyright;

  return (
    <footer className="site-footer" data-testid="site-footer" data-source={school ? 'school' : 'service'}>
      <div className="site-footer__policies">
        <nav className="container" aria-label={ko.footer.policyNavLabel}>
          <ul className="site-footer__policy-list">
            {policyLinks().map((link) => (
              <li key={link.route}>
                <Link
                  to={hrefFor(link.route, { basePath: site.basePath })}
                  className={
                    link.emphasis
                      ? 'site-footer__policy site-footer__policy--emphasis'
                      : 'site-footer__policy'
                  }
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container site-footer__body">
        <p className="site-footer__brand">{ko.service.name}</p>
        <address className="site-footer__contact" aria-busy={isLoading || undefined}>
          <dl className="site-footer__lines">
            <div className="site-footer__line">
              <dt>{ko.footer.address}</dt>
              <dd data-testid="footer-address">{isLoading ? <Pending /> : <span lang="ko">{addr}</span>}</dd>
            </div>
            <div className="site-footer__line">
              <dt>{ko.footer.telNo}</dt>
              <dd data-testid="footer-tel">
                {isLoading ? <Pending /> : <a href={telHref(telNo)}>{telNo}</a>}
              </dd>
            </div>
            <div className="site-footer__line">
              <dt>{ko.footer.centerNo}</dt>
              <dd data-testid="footer-center-no">
                <a href={telHref(centerNo)}>{centerNo}</a>
              </dd>
            </div>
            <div className="site-footer__line">
              <dt>{ko.footer.hours}</dt>
              <dd data-testid="footer-hours">{ko.service.hours}</dd>
            </div>
          </dl>
        </address>
        <p
          className="site-footer__copyright"
          data-testid="footer-copyright"
          lang={school?.copyRight ? 'ko' : undefined}
        >
          {copyRight}
        </p>
      </div>
    </footer>
  );
}

function Pending() {
  return (
    <span className="site-footer__pending">
      <span className="visually-hidden">{ko.common.loading}</span>
    </span>
  );
}
