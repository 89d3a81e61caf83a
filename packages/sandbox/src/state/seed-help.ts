/** One help topic in the languages the sandbox writes it in; other languages fall back to EN. */
type SeedTopic = {
  tag: string;
  text: Partial<Record<string, { title: string; content: string }>> & { EN: { title: string; content: string } };
};

const steps = (items: string[], after = '') => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>${after}`;

/** Realistic help topics in several tags (PLATFORM-FACTS §6.11), in EN, TY, VI and CN; the terms (tag `terms`) among them. */
const helpTopics: SeedTopic[] = [
  {
    tag: 'deposit',
    text: {
      EN: {
        title: 'How to deposit',
        content: steps(
          [
            'Log in and press <strong>Deposit</strong> at the top of the page.',
            'Choose a payment method: bank transfer, e-wallet, QR pay or card.',
            'Enter the amount and follow the steps of your bank or wallet.',
            'Your balance updates as soon as the payment is confirmed.',
          ],
          '<p>Always use an account in your own name.</p>',
        ),
      },
      TY: {
        title: 'Paano mag-deposito',
        content: steps([
          'Mag-log in at pindutin ang <strong>Deposito</strong> sa itaas ng pahina.',
          'Pumili ng paraan ng pagbabayad: bank transfer, e-wallet, QR pay o card.',
          'Ilagay ang halaga at sundin ang mga hakbang ng iyong bangko o wallet.',
          'Maa-update ang iyong balanse kapag nakumpirma na ang bayad.',
        ]),
      },
      VI: {
        title: 'Cách nạp tiền',
        content: steps([
          'Đăng nhập và nhấn <strong>Nạp tiền</strong> ở đầu trang.',
          'Chọn phương thức: chuyển khoản ngân hàng, ví điện tử, QR hoặc thẻ.',
          'Nhập số tiền và làm theo hướng dẫn của ngân hàng hoặc ví.',
          'Số dư được cập nhật ngay khi thanh toán được xác nhận.',
        ]),
      },
      CN: {
        title: '如何存款',
        content: steps([
          '登录后点击页面顶部的<strong>存款</strong>。',
          '选择支付方式：银行转账、电子钱包、扫码支付或银行卡。',
          '输入金额并按照银行或钱包的步骤操作。',
          '付款确认后余额立即更新。',
        ]),
      },
    },
  },
  {
    tag: 'deposit',
    text: {
      EN: {
        title: 'Deposit limits and processing times',
        content:
          '<p>The smallest deposit is <strong>50,000 VND</strong> and the largest 500,000,000 VND a day.</p><ul><li>E-wallet and QR pay: usually within 1 minute.</li><li>Bank transfer: 1 to 15 minutes.</li><li>Card: instant once your bank approves it.</li></ul>',
      },
      TY: {
        title: 'Mga limitasyon at oras ng deposito',
        content:
          '<p>Ang pinakamaliit na deposito ay <strong>50,000 VND</strong> at ang pinakamalaki ay 500,000,000 VND bawat araw.</p><ul><li>E-wallet at QR pay: karaniwang sa loob ng 1 minuto.</li><li>Bank transfer: 1 hanggang 15 minuto.</li></ul>',
      },
      VI: {
        title: 'Hạn mức và thời gian nạp tiền',
        content:
          '<p>Nạp tối thiểu <strong>50.000 VND</strong>, tối đa 500.000.000 VND mỗi ngày.</p><ul><li>Ví điện tử và QR: thường trong 1 phút.</li><li>Chuyển khoản: 1 đến 15 phút.</li></ul>',
      },
    },
  },
  {
    tag: 'withdraw',
    text: {
      EN: {
        title: 'How to withdraw',
        content: steps([
          'Open the member centre and choose <strong>Withdrawal</strong>.',
          'Pick the bank account in your name (add one first if the list is empty).',
          'Enter the amount and your payment password.',
          'Confirm; you can follow the request in the account record.',
        ]),
      },
      TY: {
        title: 'Paano mag-withdraw',
        content: steps([
          'Buksan ang member centre at piliin ang <strong>Withdrawal</strong>.',
          'Piliin ang bank account na nasa iyong pangalan.',
          'Ilagay ang halaga at ang iyong payment password.',
          'Kumpirmahin; masusubaybayan mo ito sa account record.',
        ]),
      },
      VI: {
        title: 'Cách rút tiền',
        content: steps([
          'Mở trung tâm thành viên và chọn <strong>Rút tiền</strong>.',
          'Chọn tài khoản ngân hàng đứng tên bạn.',
          'Nhập số tiền và mật khẩu thanh toán.',
          'Xác nhận; theo dõi yêu cầu trong lịch sử giao dịch.',
        ]),
      },
      CN: {
        title: '如何取款',
        content: steps([
          '打开会员中心并选择<strong>取款</strong>。',
          '选择您本人名下的银行账户。',
          '输入金额和支付密码。',
          '确认后可在账户记录中查看进度。',
        ]),
      },
    },
  },
  {
    tag: 'withdraw',
    text: {
      EN: {
        title: 'Why is my withdrawal pending?',
        content:
          '<p>Most withdrawals arrive within <strong>15 minutes</strong>. A request can wait longer when:</p><ul><li>the wagering requirement of a bonus is not met yet;</li><li>the bank account name differs from your registered name;</li><li>your bank is under maintenance.</li></ul><p>Contact live chat with your transaction reference if it takes more than an hour.</p>',
      },
      TY: {
        title: 'Bakit nakabinbin ang aking withdrawal?',
        content:
          '<p>Karamihan ng withdrawal ay dumarating sa loob ng <strong>15 minuto</strong>. Maaaring mas matagal kung hindi pa natutugunan ang wagering requirement ng bonus o kung iba ang pangalan sa bank account.</p>',
      },
    },
  },
  {
    tag: 'account',
    text: {
      EN: {
        title: 'How to register',
        content: steps([
          'Press <strong>Register</strong> at the top of the page.',
          'Choose a username and a password (6 to 20 letters and digits).',
          'Enter your mobile number and the SMS code we send you.',
          'Confirm that you are 18 or older and accept the terms.',
        ]),
      },
      TY: {
        title: 'Paano magparehistro',
        content: steps([
          'Pindutin ang <strong>Magrehistro</strong> sa itaas ng pahina.',
          'Pumili ng username at password (6 hanggang 20 letra at numero).',
          'Ilagay ang iyong mobile number at ang SMS code.',
          'Kumpirmahin na ikaw ay 18 taong gulang pataas.',
        ]),
      },
      VI: {
        title: 'Cách đăng ký',
        content: steps([
          'Nhấn <strong>Đăng ký</strong> ở đầu trang.',
          'Chọn tên đăng nhập và mật khẩu (6 đến 20 chữ và số).',
          'Nhập số điện thoại và mã SMS.',
          'Xác nhận bạn đủ 18 tuổi và đồng ý điều khoản.',
        ]),
      },
      CN: {
        title: '如何注册',
        content: steps([
          '点击页面顶部的<strong>注册</strong>。',
          '设置用户名和密码（6至20位字母和数字）。',
          '输入手机号码和短信验证码。',
          '确认您已年满18岁并同意条款。',
        ]),
      },
    },
  },
  {
    tag: 'account',
    text: {
      EN: {
        title: 'I forgot my password',
        content:
          '<p>Press <strong>Forgot password</strong> in the login dialog. Reset it by e-mail (enter your username and e-mail) or by phone (enter your mobile number and the SMS code, then a new password). After a reset by phone you are logged in at once.</p>',
      },
      TY: {
        title: 'Nakalimutan ko ang aking password',
        content:
          '<p>Pindutin ang <strong>Nakalimutan ang password</strong> sa login. Maaari itong i-reset sa e-mail o sa telepono gamit ang SMS code.</p>',
      },
      VI: {
        title: 'Tôi quên mật khẩu',
        content:
          '<p>Nhấn <strong>Quên mật khẩu</strong> trong hộp đăng nhập. Đặt lại qua e-mail hoặc qua điện thoại bằng mã SMS.</p>',
      },
    },
  },
  {
    tag: 'games',
    text: {
      EN: {
        title: 'Free trial and game maintenance',
        content:
          '<p>Many slots offer a <strong>Free trial</strong>: play with demo credits, no deposit needed. A game marked <em>Under maintenance</em> is being updated by its provider; try again later or pick another game.</p>',
      },
      TY: {
        title: 'Libreng pagsubok at maintenance ng laro',
        content:
          '<p>Maraming slot ang may <strong>Libreng pagsubok</strong>. Ang larong may markang <em>Under maintenance</em> ay ina-update ng provider nito.</p>',
      },
      VI: {
        title: 'Chơi thử và bảo trì trò chơi',
        content:
          '<p>Nhiều trò slot có <strong>Chơi thử</strong> miễn phí. Trò chơi có nhãn <em>Đang bảo trì</em> đang được nhà cung cấp cập nhật.</p>',
      },
    },
  },
  {
    tag: 'responsible',
    text: {
      EN: {
        title: 'Responsible gaming',
        content:
          '<p>Play for fun, never to win back losses.</p><ul><li>Set yourself a budget and a time limit before you play.</li><li>Take regular breaks.</li><li>Ask live chat to pause or close your account at any time.</li></ul>',
      },
      TY: {
        title: 'Responsableng paglalaro',
        content:
          '<p>Maglaro para sa kasiyahan.</p><ul><li>Magtakda ng badyet at oras bago maglaro.</li><li>Magpahinga nang regular.</li></ul>',
      },
      VI: {
        title: 'Chơi có trách nhiệm',
        content:
          '<p>Chơi để giải trí, đừng cố gỡ lại tiền thua.</p><ul><li>Đặt ngân sách và giới hạn thời gian.</li><li>Nghỉ ngơi thường xuyên.</li></ul>',
      },
      CN: {
        title: '理性游戏',
        content: '<p>游戏只为娱乐，切勿追回损失。</p><ul><li>游戏前设定预算和时间。</li><li>定期休息。</li></ul>',
      },
    },
  },
  {
    tag: 'contact',
    text: {
      EN: {
        title: 'Contact us',
        content:
          '<p>Our live chat answers 24 hours a day: press the chat icon at the side of the page. You can also reach us on WhatsApp, Telegram or Zalo from the same bar.</p>',
      },
      TY: {
        title: 'Makipag-ugnayan sa amin',
        content: '<p>Sumasagot ang live chat 24 oras bawat araw: pindutin ang chat icon sa gilid ng pahina.</p>',
      },
      VI: {
        title: 'Liên hệ',
        content: '<p>Hỗ trợ trực tuyến 24/7: nhấn biểu tượng trò chuyện ở cạnh trang.</p>',
      },
      CN: { title: '联系我们', content: '<p>在线客服24小时为您服务：点击页面侧边的聊天图标。</p>' },
    },
  },
  {
    tag: 'terms',
    text: {
      EN: {
        title: 'Terms and Conditions',
        content:
          '<h2>Terms and Conditions</h2><ol><li>You must be 18 or older to play.</li>' +
          '<li>One account per person; keep your password and payment password to yourself.</li>' +
          '<li>Deposits and withdrawals are made only to accounts in your own name.</li>' +
          '<li>Bonuses carry the wagering requirements shown in each promotion.</li>' +
          '<li>We may close an account used for fraud or abuse of promotions.</li></ol>',
      },
      TY: {
        title: 'Mga Tuntunin at Kundisyon',
        content:
          '<h2>Mga Tuntunin at Kundisyon</h2><ol><li>Dapat ay 18 taong gulang pataas ka upang maglaro.</li>' +
          '<li>Isang account bawat tao; huwag ibahagi ang iyong password at payment password.</li>' +
          '<li>Ang deposito at withdrawal ay sa mga account lamang na nasa iyong pangalan.</li>' +
          '<li>May wagering requirement ang bawat bonus ayon sa promosyon.</li>' +
          '<li>Maaari naming isara ang account na ginamit sa pandaraya o pang-aabuso ng promosyon.</li></ol>',
      },
    },
  },
];

/** The help centre in a language (EN, TY, VI and CN are written; others fall back to EN), topic by topic. */
export function helpTopicsIn(language: string) {
  const code = language.toUpperCase();
  return helpTopics.map(({ tag, text }) => ({ tag, ...(text[code] ?? text.EN) }));
}
