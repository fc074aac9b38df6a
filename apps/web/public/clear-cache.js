// The cache manager linked from the cookie policy: removes every key this site stored in local and
// session storage (browsers keep them per site, so nothing of another site is touched) and lists them.
(function () {
  function drain(storage, label) {
    var removed = [];
    try {
      var keys = [];
      for (var index = 0; index < storage.length; index += 1) keys.push(storage.key(index));
      keys.forEach(function (key) {
        if (key === null) return;
        storage.removeItem(key);
        removed.push(label + ': ' + key);
      });
    } catch (error) {
      removed.push(label + ': could not be read (' + error.message + ')');
    }
    return removed;
  }
  var removed = drain(window.localStorage, 'Local storage').concat(
    drain(window.sessionStorage, 'Session storage'),
  );
  var list = document.getElementById('removed');
  removed.forEach(function (line) {
    var item = document.createElement('li');
    item.textContent = line;
    list.appendChild(item);
  });
  if (removed.length === 0) {
    var empty = document.createElement('li');
    empty.textContent = 'Nothing: this site had stored nothing in this browser.';
    list.appendChild(empty);
  }
  document.getElementById('summary').textContent =
    removed.length === 0
      ? 'This site had nothing stored in your browser.'
      : 'Done: removed ' +
        removed.length +
        ' item' +
        (removed.length === 1 ? '' : 's') +
        ' this site had stored.';
})();
