/**
 * Site settings of the fictional demo firm Marlowe Kessler & Shen: identity, introduction,
 * advantages, office environment and the three legal documents (privacy, terms, disclaimer).
 * The firm, its addresses, numbers and the `.example` domain are invented.
 */
import type { DemoFirm } from './types.js';

const privacy_en = `<p>This privacy notice explains how Marlowe Kessler &amp; Shen collects and uses personal data when you visit this website, contact us or engage us. It was last updated on 1 September 2026.</p>
<h2>1. Who we are</h2>
<p>The controller responsible for your personal data is Marlowe Kessler &amp; Shen, 4th Floor, 18 Ravensbourne Court, London EC2V 8AY, United Kingdom. Our offices in Frankfurt am Main and Shanghai process personal data on our behalf and, where local law requires it, as joint controllers with us. You can reach our privacy team at privacy@marlowe-kessler.example.</p>
<h2>2. What personal data we collect</h2>
<ul>
<li><strong>Contact details</strong> such as your name, job title, organisation, postal address, email address and telephone number.</li>
<li><strong>Matter information</strong> that you or others give us when we are asked to act, including identity documents needed for anti-money-laundering checks.</li>
<li><strong>Technical data</strong> such as your IP address, browser type, language preference and the pages you view, collected when you use this website.</li>
<li><strong>Marketing preferences</strong>, for example whether you wish to receive our client alerts or event invitations.</li>
</ul>
<p>We do not seek to collect special category data through this website. If you send us such information, we will only use it where it is necessary for the matter concerned.</p>
<h2>3. Why we use your data and on what legal basis</h2>
<table>
<thead><tr><th>Purpose</th><th>Legal basis</th></tr></thead>
<tbody>
<tr><td>Answering your enquiries and preparing an engagement</td><td>Steps taken at your request before entering into a contract; our legitimate interest in responding to you</td></tr>
<tr><td>Delivering legal services and billing</td><td>Performance of our contract with you or your organisation</td></tr>
<tr><td>Client due diligence, conflict checks and record keeping</td><td>Compliance with legal obligations to which we are subject</td></tr>
<tr><td>Sending client alerts and event invitations</td><td>Your consent, which you may withdraw at any time, or our legitimate interest in keeping existing clients informed</td></tr>
<tr><td>Keeping this website secure and working properly</td><td>Our legitimate interest in operating a safe and reliable website</td></tr>
</tbody>
</table>
<h2>4. Who we share it with</h2>
<p>We share personal data within the firm's three offices and with carefully selected service providers, such as IT hosting, document management and event platforms, who act on our instructions. Where a matter requires it, we may also share data with co-counsel, experts, arbitral institutions or courts. We never sell personal data.</p>
<p>Transfers from the United Kingdom or the European Economic Area to China or other countries without an adequacy decision are protected by the standard contractual clauses approved by the competent authorities, together with additional safeguards where appropriate. Transfers out of China follow the mechanisms required by Chinese law.</p>
<h2>5. How long we keep it</h2>
<p>We keep matter files for seven years after a matter closes, unless a longer period is required by law or is needed to deal with a claim. Enquiries that do not lead to an engagement are deleted after twelve months. Marketing data is kept until you unsubscribe. Website log files are deleted after 30 days.</p>
<h2>6. Your rights</h2>
<p>Depending on the law that applies to you, you have the right to access the personal data we hold about you, to have it corrected or erased, to restrict or object to its use, to data portability and to withdraw consent at any time. Some of these rights are limited where data is subject to legal professional privilege or confidentiality owed to another client.</p>
<p>To exercise your rights, please write to us at the address above. You also have the right to complain to the Information Commissioner's Office in the UK, or to the data protection authority in your country of residence, although we would appreciate the chance to address your concerns first.</p>
<h2>7. Cookies</h2>
<p>This website only uses cookies that are strictly necessary for it to work, for example to remember your language choice. We do not use advertising or tracking cookies.</p>
<h2>8. Changes to this notice</h2>
<p>We may update this notice from time to time. The current version is always available on this page.</p>`;

const privacy_de = `<p>In dieser Datenschutzerklärung erläutern wir, wie Marlowe Kessler &amp; Shen personenbezogene Daten erhebt und verwendet, wenn Sie diese Website besuchen, mit uns Kontakt aufnehmen oder uns mandatieren. Stand: 1. September 2026.</p>
<h2>1. Verantwortlicher</h2>
<p>Verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten ist Marlowe Kessler &amp; Shen, 4. Etage, 18 Ravensbourne Court, London EC2V 8AY, Vereinigtes Königreich. Unsere Büros in Frankfurt am Main und Shanghai verarbeiten Daten in unserem Auftrag und, soweit das örtliche Recht dies vorsieht, als gemeinsam mit uns Verantwortliche. Unser Datenschutzteam erreichen Sie unter privacy@marlowe-kessler.example.</p>
<h2>2. Welche Daten wir erheben</h2>
<ul>
<li><strong>Kontaktdaten</strong> wie Name, Funktion, Unternehmen, Postanschrift, E-Mail-Adresse und Telefonnummer.</li>
<li><strong>Mandatsbezogene Informationen</strong>, die Sie oder Dritte uns im Rahmen eines Auftrags übermitteln, einschließlich der für die Geldwäscheprüfung erforderlichen Ausweisdokumente.</li>
<li><strong>Technische Daten</strong> wie IP-Adresse, Browsertyp, Spracheinstellung und die von Ihnen aufgerufenen Seiten.</li>
<li><strong>Angaben zu Ihren Kommunikationswünschen</strong>, etwa ob Sie unsere Mandanteninformationen oder Veranstaltungseinladungen erhalten möchten.</li>
</ul>
<p>Über diese Website erheben wir gezielt keine besonderen Kategorien personenbezogener Daten. Sollten Sie uns solche Daten übermitteln, verwenden wir sie nur, soweit dies für das jeweilige Mandat erforderlich ist.</p>
<h2>3. Zwecke und Rechtsgrundlagen</h2>
<table>
<thead><tr><th>Zweck</th><th>Rechtsgrundlage</th></tr></thead>
<tbody>
<tr><td>Beantwortung Ihrer Anfragen und Vorbereitung eines Mandats</td><td>Vorvertragliche Maßnahmen auf Ihre Anfrage (Art. 6 Abs. 1 lit. b DSGVO); berechtigtes Interesse an der Beantwortung (Art. 6 Abs. 1 lit. f DSGVO)</td></tr>
<tr><td>Erbringung unserer Leistungen und Abrechnung</td><td>Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO)</td></tr>
<tr><td>Mandantenidentifizierung, Konfliktprüfung und Aufbewahrung</td><td>Erfüllung gesetzlicher Pflichten (Art. 6 Abs. 1 lit. c DSGVO)</td></tr>
<tr><td>Versand von Mandanteninformationen und Einladungen</td><td>Ihre jederzeit widerrufliche Einwilligung (Art. 6 Abs. 1 lit. a DSGVO) oder unser berechtigtes Interesse an der Information bestehender Mandanten</td></tr>
<tr><td>Sicherer und störungsfreier Betrieb dieser Website</td><td>Berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO)</td></tr>
</tbody>
</table>
<p>Für Verarbeitungen durch unser Londoner Büro gelten die entsprechenden Bestimmungen der UK GDPR.</p>
<h2>4. Empfänger und Drittlandübermittlungen</h2>
<p>Wir geben personenbezogene Daten innerhalb unserer drei Büros sowie an sorgfältig ausgewählte Dienstleister weiter, etwa für IT-Hosting, Dokumentenverwaltung und Veranstaltungsplattformen, die ausschließlich nach unseren Weisungen handeln. Soweit ein Mandat dies erfordert, übermitteln wir Daten auch an mitwirkende Kanzleien, Sachverständige, Schiedsinstitutionen oder Gerichte. Wir verkaufen keine personenbezogenen Daten.</p>
<p>Übermittlungen aus dem Vereinigten Königreich oder dem Europäischen Wirtschaftsraum nach China oder in andere Länder ohne Angemessenheitsbeschluss erfolgen auf Grundlage der von den zuständigen Behörden genehmigten Standardvertragsklauseln, erforderlichenfalls ergänzt durch zusätzliche Schutzmaßnahmen. Für Übermittlungen aus China wenden wir die nach chinesischem Recht vorgeschriebenen Verfahren an.</p>
<h2>5. Speicherdauer</h2>
<p>Mandatsakten bewahren wir sieben Jahre nach Abschluss des Mandats auf, sofern nicht gesetzliche Vorschriften oder die Abwehr von Ansprüchen eine längere Frist erfordern. Anfragen, aus denen kein Mandat entsteht, löschen wir nach zwölf Monaten. Daten für Mandanteninformationen speichern wir bis zu Ihrer Abmeldung, Server-Logdateien für 30 Tage.</p>
<h2>6. Ihre Rechte</h2>
<p>Sie haben nach Maßgabe des anwendbaren Rechts das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit sowie das Recht, der Verarbeitung zu widersprechen und eine erteilte Einwilligung jederzeit zu widerrufen. Einzelne Rechte können eingeschränkt sein, soweit Daten dem Berufsgeheimnis oder der Verschwiegenheit gegenüber anderen Mandanten unterliegen.</p>
<p>Zur Ausübung Ihrer Rechte wenden Sie sich bitte an die oben genannte Adresse. Sie können sich außerdem bei einer Datenschutzaufsichtsbehörde beschweren, insbesondere in dem Staat Ihres gewöhnlichen Aufenthalts, im Vereinigten Königreich beim Information Commissioner's Office. Wir würden uns jedoch freuen, wenn Sie uns zuvor Gelegenheit geben, Ihr Anliegen zu klären.</p>
<h2>7. Cookies</h2>
<p>Diese Website verwendet ausschließlich technisch notwendige Cookies, beispielsweise um Ihre Sprachauswahl zu speichern. Werbe- oder Tracking-Cookies setzen wir nicht ein.</p>
<h2>8. Änderungen</h2>
<p>Wir passen diese Datenschutzerklärung bei Bedarf an. Die jeweils aktuelle Fassung finden Sie stets auf dieser Seite.</p>`;

const privacy_zh = `<p>本隐私声明说明麦凯沈律师事务所（Marlowe Kessler &amp; Shen）在您访问本网站、与我们联系或委托我们提供服务时，如何收集和使用您的个人信息。最近更新日期：2026 年 9 月 1 日。</p>
<h2>一、我们是谁</h2>
<p>负责处理您个人信息的控制者为麦凯沈律师事务所，地址：英国伦敦 Ravensbourne Court 18 号 4 层，邮编 EC2V 8AY。我们的法兰克福和上海办公室代表我们处理个人信息，并在当地法律要求时与我们共同作为个人信息处理者。您可通过 privacy@marlowe-kessler.example 联系我们的隐私团队。</p>
<h2>二、我们收集哪些个人信息</h2>
<ul>
<li><strong>联系信息</strong>：姓名、职务、所在机构、通讯地址、电子邮箱和电话号码。</li>
<li><strong>委托事项信息</strong>：您或他人在委托过程中向我们提供的信息，包括反洗钱审查所需的身份证明文件。</li>
<li><strong>技术信息</strong>：您使用本网站时产生的 IP 地址、浏览器类型、语言偏好及浏览页面等。</li>
<li><strong>推广偏好</strong>：例如您是否希望接收我们的客户简报或活动邀请。</li>
</ul>
<p>我们不会通过本网站主动收集敏感个人信息。如您向我们提供此类信息，我们仅在相关事项确有必要时使用。</p>
<h2>三、处理目的与法律依据</h2>
<table>
<thead><tr><th>处理目的</th><th>法律依据</th></tr></thead>
<tbody>
<tr><td>答复您的咨询并准备委托</td><td>应您的请求在订立合同前采取的措施；我们答复咨询的正当利益</td></tr>
<tr><td>提供法律服务及收费结算</td><td>履行与您或您所在机构订立的合同</td></tr>
<tr><td>客户身份识别、利益冲突审查与档案保存</td><td>履行我们负有的法定义务</td></tr>
<tr><td>发送客户简报和活动邀请</td><td>您的同意（可随时撤回），或我们向现有客户通报信息的正当利益</td></tr>
<tr><td>保障本网站安全、正常运行</td><td>我们安全可靠运营网站的正当利益</td></tr>
</tbody>
</table>
<p>对于在中国境内开展的处理活动，我们同时遵守《中华人民共和国个人信息保护法》的要求，并在法律要求时取得您的单独同意。</p>
<h2>四、信息共享与跨境传输</h2>
<p>我们会在本所三个办公室之间共享个人信息，并将其提供给经审慎挑选、按照我们指示行事的服务商，例如 IT 托管、文档管理和活动平台服务商。如委托事项需要，我们也可能向合作律师、专家、仲裁机构或法院提供相关信息。我们绝不出售个人信息。</p>
<p>从英国或欧洲经济区向中国或其他未获充分性认定的国家传输个人信息时，我们采用主管机构批准的标准合同条款，并在必要时辅以额外保障措施。从中国境内向境外提供个人信息时，我们按照中国法律规定的路径办理。</p>
<h2>五、保存期限</h2>
<p>案件档案在事项结束后保存七年，法律另有规定或处理索赔需要更长期限的除外。未形成委托的咨询信息在十二个月后删除。推广信息保存至您退订为止。网站日志保存 30 天后删除。</p>
<h2>六、您的权利</h2>
<p>根据适用法律，您有权查阅、更正、删除您的个人信息，有权限制或反对处理、要求数据可携，并可随时撤回同意。若相关信息受律师职业保密义务或对其他客户的保密义务约束，部分权利可能受到限制。</p>
<p>如需行使上述权利，请按上述地址与我们联系。您也有权向英国信息专员办公室或您居住地的个人信息保护监管机构投诉，但我们希望您先给我们解决问题的机会。</p>
<h2>七、Cookie</h2>
<p>本网站仅使用运行所必需的 Cookie，例如用于记住您选择的语言。我们不使用广告或追踪类 Cookie。</p>
<h2>八、声明的更新</h2>
<p>我们可能不时更新本声明，最新版本始终公布于本页面。</p>`;

const terms_en = `<p>These terms govern your use of the website of Marlowe Kessler &amp; Shen. By using the website you accept them. If you do not agree, please do not use the website.</p>
<h2>1. Information only</h2>
<p>The content of this website is provided for general information. It is not legal advice and should not be relied on as such. Laws change and their application depends on the facts of each case, so please speak to one of our lawyers before acting on anything you read here.</p>
<h2>2. No client relationship</h2>
<p>Using this website, or sending us an email through it, does not create a client relationship. We only act for a client once we have completed our conflict and identity checks and both sides have signed a letter of engagement. Please do not send us confidential information until we have confirmed that we can act for you.</p>
<h2>3. Intellectual property</h2>
<p>The text, graphics, logos and layout of this website belong to the firm or its licensors. You may view, print and share individual pages for personal or internal business use, provided you keep our copyright notice and do not alter the content. Any other use requires our prior written permission.</p>
<h2>4. Links to other websites</h2>
<p>Where we link to third-party websites, including publications that have reported on our work, we do so for convenience. We have no control over those sites and are not responsible for their content or their privacy practices.</p>
<h2>5. Availability and liability</h2>
<p>We aim to keep the website accurate and available but cannot guarantee that it will always be complete, up to date or free from interruption. To the extent permitted by law, we exclude liability for any loss arising from the use of, or reliance on, this website. Nothing in these terms limits liability that cannot be limited by law.</p>
<h2>6. Acceptable use</h2>
<p>You must not misuse the website, for example by attempting to gain unauthorised access, introducing malicious code or collecting data from it by automated means.</p>
<h2>7. Governing law</h2>
<p>These terms are governed by the law of England and Wales. The courts of England and Wales have exclusive jurisdiction over any dispute arising from them.</p>`;

const terms_de = `<p>Diese Nutzungsbedingungen regeln die Nutzung der Website von Marlowe Kessler &amp; Shen. Mit der Nutzung der Website erklären Sie sich mit ihnen einverstanden. Falls Sie nicht einverstanden sind, nutzen Sie die Website bitte nicht.</p>
<h2>1. Allgemeine Informationen</h2>
<p>Die Inhalte dieser Website dienen ausschließlich der allgemeinen Information. Sie stellen keine Rechtsberatung dar und ersetzen diese nicht. Gesetze ändern sich, und ihre Anwendung hängt stets vom Einzelfall ab. Bitte sprechen Sie daher mit einer unserer Anwältinnen oder einem unserer Anwälte, bevor Sie auf Grundlage dieser Inhalte handeln.</p>
<h2>2. Kein Mandatsverhältnis</h2>
<p>Durch die Nutzung dieser Website oder eine über sie versandte E-Mail entsteht kein Mandatsverhältnis. Wir werden erst tätig, wenn unsere Konflikt- und Identitätsprüfung abgeschlossen ist und beide Seiten eine Mandatsvereinbarung unterzeichnet haben. Bitte senden Sie uns keine vertraulichen Informationen, bevor wir bestätigt haben, dass wir Sie vertreten können.</p>
<h2>3. Urheber- und Markenrechte</h2>
<p>Texte, Grafiken, Logos und Gestaltung dieser Website stehen der Kanzlei oder ihren Lizenzgebern zu. Sie dürfen einzelne Seiten für private oder interne geschäftliche Zwecke ansehen, ausdrucken und weitergeben, sofern der Urheberrechtshinweis erhalten bleibt und die Inhalte nicht verändert werden. Jede weitere Nutzung bedarf unserer vorherigen schriftlichen Zustimmung.</p>
<h2>4. Links zu anderen Websites</h2>
<p>Links zu Websites Dritter, etwa zu Medien, die über unsere Arbeit berichtet haben, stellen wir lediglich zu Ihrer Orientierung bereit. Auf diese Seiten haben wir keinen Einfluss und übernehmen keine Verantwortung für deren Inhalte oder Datenschutzpraxis.</p>
<h2>5. Verfügbarkeit und Haftung</h2>
<p>Wir bemühen uns, die Website korrekt und erreichbar zu halten, können jedoch nicht garantieren, dass sie jederzeit vollständig, aktuell und störungsfrei ist. Soweit gesetzlich zulässig, schließen wir die Haftung für Schäden aus, die aus der Nutzung dieser Website oder dem Vertrauen auf ihre Inhalte entstehen. Eine gesetzlich zwingende Haftung bleibt unberührt.</p>
<h2>6. Zulässige Nutzung</h2>
<p>Sie dürfen die Website nicht missbräuchlich nutzen, insbesondere keinen unbefugten Zugriff versuchen, keinen Schadcode einschleusen und keine Inhalte automatisiert auslesen.</p>
<h2>7. Anwendbares Recht</h2>
<p>Diese Nutzungsbedingungen unterliegen dem Recht von England und Wales. Für alle Streitigkeiten aus ihnen sind ausschließlich die Gerichte von England und Wales zuständig.</p>`;

const terms_zh = `<p>本使用条款适用于您对麦凯沈律师事务所网站的使用。使用本网站即表示您接受本条款；如您不同意，请勿使用本网站。</p>
<h2>一、仅供参考</h2>
<p>本网站内容仅为一般性信息，不构成法律意见，亦不应作为法律意见加以依赖。法律规定时有变化，其适用也取决于具体事实，因此在根据本网站内容采取任何行动之前，请先咨询我们的律师。</p>
<h2>二、不构成委托关系</h2>
<p>浏览本网站或通过本网站向我们发送电子邮件，均不构成委托关系。只有在我们完成利益冲突和身份审查、且双方签署委托书后，我们才会为客户提供服务。在我们确认可以接受委托之前，请勿向我们发送任何保密信息。</p>
<h2>三、知识产权</h2>
<p>本网站的文字、图形、标识及版面设计归本所或其许可方所有。您可以为个人或企业内部用途浏览、打印和分享单个页面，但须保留版权声明且不得修改内容。其他任何使用均须事先获得我们的书面许可。</p>
<h2>四、外部链接</h2>
<p>本网站提供的第三方网站链接（包括报道本所工作的媒体）仅为方便访问者。我们无法控制这些网站，对其内容或隐私做法不承担责任。</p>
<h2>五、可用性与责任</h2>
<p>我们力求本网站内容准确、访问顺畅，但不保证其始终完整、及时或不受中断。在法律允许的范围内，对于因使用或依赖本网站而产生的任何损失，我们不承担责任。本条款不限制依法不得限制的责任。</p>
<h2>六、合理使用</h2>
<p>您不得滥用本网站，包括试图未经授权访问、植入恶意代码或以自动化方式抓取数据。</p>
<h2>七、适用法律</h2>
<p>本条款受英格兰及威尔士法律管辖。因本条款产生的任何争议，由英格兰及威尔士法院专属管辖。</p>`;

const disclaimer_en = `<h2>Important notice about our regulatory status</h2>
<p>Marlowe Kessler &amp; Shen is <strong>not regulated by the Solicitors Regulation Authority</strong> of England and Wales. The firm is not a firm of solicitors authorised under the Legal Services Act 2007, and the protections that apply to clients of regulated firms, including access to the Solicitors Regulation Authority's compensation fund, do not apply to our clients.</p>
<p>We provide <strong>only non-reserved legal services</strong>. We do not carry out reserved legal activities such as the conduct of litigation, rights of audience before the courts, reserved instrument activities, probate activities, notarial activities or the administration of oaths. Where a matter requires a reserved activity, we will tell you and, if you wish, help you instruct an appropriately authorised firm.</p>
<p>The firm <strong>holds no professional indemnity insurance</strong>. You should take this into account when deciding whether to engage us.</p>
<p>Before we accept any instruction, we ask every visitor and prospective client to <strong>confirm that they have read and accept this notice</strong>. By continuing to use this website you acknowledge that you have read it; we will ask for your express confirmation before engaging with you on any matter.</p>
<p>Nothing on this website constitutes legal advice. If you have any questions about this notice, please contact us at info@marlowe-kessler.example.</p>`;

const disclaimer_de = `<h2>Wichtiger Hinweis zu unserem berufsrechtlichen Status</h2>
<p>Marlowe Kessler &amp; Shen unterliegt <strong>nicht der Aufsicht der Solicitors Regulation Authority</strong> von England und Wales. Die Kanzlei ist keine nach dem Legal Services Act 2007 zugelassene Solicitor-Kanzlei. Die Schutzmechanismen für Mandanten regulierter Kanzleien, einschließlich des Entschädigungsfonds der Solicitors Regulation Authority, stehen unseren Mandanten daher nicht zur Verfügung.</p>
<p>Wir erbringen <strong>ausschließlich nicht vorbehaltene Rechtsdienstleistungen</strong> („non-reserved legal services“). Vorbehaltene Tätigkeiten wie die Führung von Gerichtsverfahren, das Auftreten vor Gericht, die Errichtung vorbehaltener Urkunden, Nachlassverfahren, notarielle Tätigkeiten oder die Abnahme von Eiden übernehmen wir nicht. Erfordert Ihr Anliegen eine solche Tätigkeit, weisen wir Sie darauf hin und unterstützen Sie auf Wunsch bei der Beauftragung einer entsprechend zugelassenen Kanzlei.</p>
<p>Die Kanzlei <strong>unterhält keine Berufshaftpflichtversicherung</strong>. Bitte berücksichtigen Sie dies bei Ihrer Entscheidung, uns zu beauftragen.</p>
<p>Bevor wir ein Mandat annehmen, bitten wir alle Besucherinnen und Besucher sowie künftige Mandanten, <strong>zu bestätigen, dass Sie diesen Hinweis gelesen haben und akzeptieren</strong>. Mit der weiteren Nutzung dieser Website nehmen Sie zur Kenntnis, dass Sie ihn gelesen haben; vor jeder Mandatierung holen wir Ihre ausdrückliche Bestätigung ein.</p>
<p>Die Inhalte dieser Website stellen keine Rechtsberatung dar. Bei Fragen zu diesem Hinweis erreichen Sie uns unter info@marlowe-kessler.example.</p>`;

const disclaimer_zh = `<h2>关于本所监管状况的重要提示</h2>
<p>麦凯沈律师事务所（Marlowe Kessler &amp; Shen）<strong>不受英格兰及威尔士事务律师监管局（Solicitors Regulation Authority）监管</strong>。本所并非依据《2007 年法律服务法》获得授权的事务律师事务所，受监管律所客户所享有的保护措施（包括事务律师监管局的赔偿基金）不适用于本所客户。</p>
<p>本所<strong>仅提供非保留性法律服务</strong>，不从事诉讼代理、出庭发言、保留性文书办理、遗嘱认证、公证或监誓等保留性法律业务。如您的事项涉及保留性业务，我们会明确告知，并可应您的要求协助您委托具备相应资质的律所。</p>
<p>本所<strong>未投保职业责任保险</strong>。请您在决定是否委托本所时考虑这一情况。</p>
<p>在接受任何委托之前，我们请每一位访问者和潜在客户<strong>确认已阅读并接受本提示</strong>。继续使用本网站即表示您知悉已阅读本提示；在就任何事项正式委托之前，我们还将请您作出明确确认。</p>
<p>本网站内容不构成法律意见。如对本提示有任何疑问，请发送邮件至 info@marlowe-kessler.example。</p>`;

export const firm: DemoFirm = {
  name: {
    de_DE: 'Marlowe Kessler & Shen',
    en_US: 'Marlowe Kessler & Shen',
    zh_CN: '麦凯沈律师事务所',
  },
  logo: 'logo:firm',
  address: {
    de_DE: '4. Etage, 18 Ravensbourne Court, London EC2V 8AY, Vereinigtes Königreich',
    en_US: '4th Floor, 18 Ravensbourne Court, London EC2V 8AY, United Kingdom',
    zh_CN: '英国伦敦 Ravensbourne Court 18 号 4 层，邮编 EC2V 8AY',
  },
  email: 'info@marlowe-kessler.example',
  tel: '+44 20 7946 0100',
  introduce: {
    de_DE: `<p>Marlowe Kessler &amp; Shen ist eine unabhängige Wirtschaftskanzlei mit Hauptsitz in London und Büros in Frankfurt am Main und Shanghai. Wir wurden 2014 von drei Anwälten gegründet, die zuvor jahrelang auf verschiedenen Seiten derselben grenzüberschreitenden Transaktionen gestanden hatten und überzeugt waren, dass Mandanten mit einem einzigen, wirklich integrierten Team besser fahren.</p>
<p>Heute beraten wir mittelständische Unternehmen, Konzerne und Investoren, die zwischen dem Vereinigten Königreich, Deutschland und China investieren, handeln oder Streitigkeiten lösen müssen. Unsere Anwältinnen und Anwälte sprechen die Sprachen ihrer Mandanten, kennen die Geschäftskultur auf allen drei Seiten und arbeiten bei jedem Mandat büroübergreifend zusammen.</p>
<p>Wir konzentrieren uns bewusst auf nicht vorbehaltene Rechtsdienstleistungen: Vertragsgestaltung, Transaktionsberatung, Compliance, Schiedsverfahren und strategische Beratung. Wo Prozessführung vor staatlichen Gerichten oder notarielle Akte erforderlich sind, arbeiten wir mit ausgewählten, zugelassenen Partnerkanzleien zusammen.</p>`,
    en_US: `<p>Marlowe Kessler &amp; Shen is an independent business law firm headquartered in London, with offices in Frankfurt am Main and Shanghai. It was founded in 2014 by three lawyers who had spent years on opposite sides of the same cross-border deals and were convinced that clients would be better served by a single, genuinely integrated team.</p>
<p>Today we advise mid-sized companies, multinational groups and investors who need to invest, trade or resolve disputes between the United Kingdom, Germany and China. Our lawyers speak their clients' languages, understand the business culture on every side of the table and staff each matter across offices.</p>
<p>We deliberately focus on non-reserved legal services: contract work, transactional advice, compliance, arbitration and strategic counsel. Where court litigation or notarial acts are required, we work alongside carefully chosen, appropriately authorised partner firms.</p>`,
    zh_CN: `<p>麦凯沈律师事务所是一家总部位于伦敦的独立商事律师事务所，在美因河畔法兰克福和上海设有办公室。本所由三位律师于 2014 年创立。他们曾多年在同一批跨境交易中分属不同阵营，深信一支真正融为一体的团队能够更好地服务客户。</p>
<p>如今，我们为在英国、德国与中国之间开展投资、贸易或需要解决争议的中型企业、跨国集团和投资人提供服务。我们的律师能够使用客户的语言沟通，熟悉交易各方的商业文化，每个项目均由多地办公室协同承办。</p>
<p>我们专注于非保留性法律服务，包括合同事务、交易咨询、合规、仲裁及战略咨询。如需进行法院诉讼或办理公证，我们会与经审慎挑选、具备相应资质的合作律所携手完成。</p>`,
  },
  lawyerCount: 15,
  totalPeople: 42,
  branchCount: 3,
  advantages: {
    de_DE: [
      {
        title: 'Drei Rechtsordnungen, ein Team',
        content:
          '<p>London, Frankfurt und Shanghai arbeiten nicht nebeneinander, sondern gemeinsam. Sie haben einen Ansprechpartner und erhalten eine abgestimmte Empfehlung statt dreier getrennter Gutachten.</p>',
      },
      {
        title: 'Partner am Tisch',
        content:
          '<p>Unsere Partnerinnen und Partner führen jedes Mandat persönlich und sind in den entscheidenden Phasen selbst dabei.</p>',
      },
      {
        title: 'Sprache und Kultur',
        content:
          '<p>Wir verhandeln auf Deutsch, Englisch und Chinesisch und wissen, wann ein Schweigen Zustimmung bedeutet und wann nicht.</p>',
      },
      {
        title: 'Transparente Honorare',
        content:
          '<p>Vor Beginn jedes Mandats vereinbaren wir einen klaren Kostenrahmen und informieren Sie laufend über den Stand Ihres Budgets.</p>',
      },
    ],
    en_US: [
      {
        title: 'Three jurisdictions, one team',
        content:
          '<p>London, Frankfurt and Shanghai do not work in parallel but together. You have one point of contact and receive a single coordinated recommendation rather than three separate memos.</p>',
      },
      {
        title: 'Partners at the table',
        content:
          '<p>Our partners lead every matter personally and are in the room when it matters most.</p>',
      },
      {
        title: 'Language and culture',
        content:
          '<p>We negotiate in English, German and Mandarin, and we know when silence means yes and when it does not.</p>',
      },
      {
        title: 'Transparent fees',
        content:
          '<p>We agree a clear fee estimate before each matter begins and keep you updated on your budget as the work progresses.</p>',
      },
    ],
    zh_CN: [
      {
        title: '三地法域，一支团队',
        content:
          '<p>伦敦、法兰克福和上海并非各自为战，而是协同作业。您只需对接一位联系人，得到的是一份统一的建议，而不是三份互不相干的备忘录。</p>',
      },
      {
        title: '合伙人亲自参与',
        content: '<p>每个项目均由合伙人亲自牵头，并在关键阶段亲自到场。</p>',
      },
      {
        title: '语言与文化',
        content:
          '<p>我们能够以中文、英文和德文进行谈判，懂得何时沉默意味着认可、何时并非如此。</p>',
      },
      {
        title: '收费透明',
        content: '<p>每个项目开始前，我们都会与您约定清晰的费用预算，并在工作推进过程中随时向您通报。</p>',
      },
    ],
  },
  environment: [
    {
      image: 'environment:london-reception',
      title: { de_DE: 'Empfang, London', en_US: 'Reception, London', zh_CN: '伦敦办公室前台' },
    },
    {
      image: 'environment:london-library',
      title: { de_DE: 'Bibliothek, London', en_US: 'Library, London', zh_CN: '伦敦办公室图书室' },
    },
    {
      image: 'environment:frankfurt-meeting-room',
      title: {
        de_DE: 'Besprechungsraum, Frankfurt am Main',
        en_US: 'Meeting room, Frankfurt am Main',
        zh_CN: '法兰克福办公室会议室',
      },
    },
    {
      image: 'environment:shanghai-lounge',
      title: {
        de_DE: 'Lounge mit Blick auf den Huangpu, Shanghai',
        en_US: 'Lounge overlooking the Huangpu, Shanghai',
        zh_CN: '上海办公室黄浦江景休息区',
      },
    },
  ],
  privacy: { de_DE: privacy_de, en_US: privacy_en, zh_CN: privacy_zh },
  terms: { de_DE: terms_de, en_US: terms_en, zh_CN: terms_zh },
  disclaimer: { de_DE: disclaimer_de, en_US: disclaimer_en, zh_CN: disclaimer_zh },
};
